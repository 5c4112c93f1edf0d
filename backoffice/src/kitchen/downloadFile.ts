import { getToken } from '../dataProvider/http';

/** Fetches an admin file (CSV, PDF) with the session's token and hands it to the browser as a download. */
export async function downloadFile(path: string, params: Record<string, string | undefined>, fileName: string): Promise<void> {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) if (value) query.set(key, value);
  const token = getToken();
  const search = query.toString();
  const response = await fetch(search ? `${path}?${search}` : path, { headers: token ? { Authorization: `Bearer ${token}` } : {} });
  if (!response.ok) {
    const body = (await response.json().catch(() => ({}))) as { detail?: string };
    throw new Error(body.detail ?? `Ошибка сервера (${response.status})`);
  }
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.click();
  URL.revokeObjectURL(url);
}
