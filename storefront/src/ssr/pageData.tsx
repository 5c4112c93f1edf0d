import { createContext, useContext, type ReactNode } from 'react';
import { ApiError } from '../api/client';
import { useHydrated } from './hydration';

/** One API answer as the server got it in-process: status and JSON body (the API's own shape). */
export interface PageAnswer {
  status: number;
  body: unknown;
}

/** The answers a server-rendered page was drawn from, by API URL (as `buildUrl` spells it). */
export type PageAnswers = Record<string, PageAnswer>;

/** The id of the `<script type="application/json">` that carries the answers to the browser. */
export const PAGE_DATA_ID = 'page-data';

const PageDataContext = createContext<PageAnswers>({});

export function PageDataProvider({ answers, children }: { answers: PageAnswers; children: ReactNode }) {
  return <PageDataContext.Provider value={answers}>{children}</PageDataContext.Provider>;
}

/** What a screen starts with instead of loading: the answer's data, or its refusal as an ApiError. */
export type InitialAnswer<T> = { data: T } | { error: ApiError };

/**
 * The server's answer for `url`, for the screen's first render on the server and while the browser
 * hydrates it (so it draws the same content without asking again). Screens mounted later load as usual.
 */
export function usePageAnswer<T>(url: string): InitialAnswer<T> | undefined {
  const answers = useContext(PageDataContext);
  const hydrated = useHydrated();
  const answer = hydrated ? undefined : answers[url];
  if (!answer) return undefined;
  if (answer.status >= 200 && answer.status < 300) return { data: answer.body as T };
  const detail = (answer.body as { detail?: unknown } | null)?.detail;
  return { error: new ApiError(typeof detail === 'string' ? detail : `Ошибка ${answer.status}`, answer.status) };
}

/** The answers the server put into the page (none on a page rendered in the browser only). */
export function readPageData(doc: Document): PageAnswers | null {
  const element = doc.getElementById(PAGE_DATA_ID);
  if (!element?.textContent) return null;
  try {
    return JSON.parse(element.textContent) as PageAnswers;
  } catch {
    return null;
  }
}
