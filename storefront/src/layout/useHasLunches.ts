import { useEffect, useState } from 'react';
import { getToken } from '../api/client';
import { fetchLunchContracts } from '../api/lunches';
import { useSession } from '../state/session';

/** One question per session token: the header and the drawer share the answer. */
const answers = new Map<string, Promise<boolean>>();

function hasContracts(token: string): Promise<boolean> {
  let answer = answers.get(token);
  if (!answer) {
    answer = fetchLunchContracts().then(
      (contracts) => contracts.length > 0,
      () => {
        answers.delete(token);
        return false;
      },
    );
    answers.set(token, answer);
  }
  return answer;
}

/** Whether the signed-in account is the contact of a lunch contract («Обеды в офис» in its menu). */
export function useHasLunches(): boolean {
  const { isLogin, token } = useSession();
  const [has, setHas] = useState(false);
  useEffect(() => {
    const current = isLogin ? (token ?? getToken()) : null;
    if (!current) {
      setHas(false);
      return;
    }
    let live = true;
    void hasContracts(current).then((answer) => live && setHas(answer));
    return () => {
      live = false;
    };
  }, [isLogin, token]);
  return has;
}
