import type { GetMenuResponse } from '@portal/contract';
import { opensWithoutMenu } from '@portal/contract/pages';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { acceptFlagQueryOptions } from '../../features/announcement/api/get-accept-flag';
import { evaluationPendingQueryOptions } from '../../features/evaluation/api/check-for-evaluation';
import { useStudentData } from '../../features/student/api/get-student-data';
import { isSigningOut, session, signOut } from '../../lib/api';
import { isApiError } from '../../lib/api-error';
import { showAlert } from '../../lib/app-alerts';
import { STORE_KEYS } from '../../lib/session';
import { useSession } from '../../lib/use-session';
import { menuQueryOptions } from './get-menu';
import { loadMenu, MenuRefused, type MenuLoadOutcome } from './menu-load';
import {
  currentMenuState,
  MENU_LOADED_EVENT,
  menuLoading,
  resetMenuState,
  setMenuState,
} from '../../lib/menu-state';

/** Spec §9: the menu load waits 300 ms after the student data arrives, 100 ms after a route change. */
export const MENU_LOAD_DEBOUNCE_MS = 300;
export const ROUTE_CHANGE_DEBOUNCE_MS = 100;

function isStatus403(error: unknown): boolean {
  return isApiError(error) && error.kind === 'refusal' && error.status === '403';
}

function failureCause(error: unknown): 'connection' | 'other' {
  return isApiError(error) && error.kind === 'network' ? 'connection' : 'other';
}

async function fetchMenu(queryClient: QueryClient): Promise<GetMenuResponse> {
  try {
    return await queryClient.query(menuQueryOptions());
  } catch (error) {
    if (isStatus403(error)) throw new MenuRefused(isApiError(error) ? error.serverMessage : undefined);
    throw error;
  }
}

/** What one run learnt, stored (spec §3 keys Accept and menu) only if the run still counts. */
interface RunAnswers {
  accept?: 0 | 1;
  menu?: GetMenuResponse;
}

async function remember(answers: RunAnswers): Promise<void> {
  if (answers.accept !== undefined && session.current().accept !== answers.accept) {
    await session.setAccept(answers.accept);
  }
  if (answers.menu) await session.store.set(STORE_KEYS.menu, answers.menu);
}

/**
 * Spec §4's menu loading, mounted once by the shell: after the student data loads (300 ms) and after every
 * route change (100 ms) it runs the gates and builds the menu, redirecting where they say.
 */
export function useMenuLoad(): void {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const { token, profile } = useSession();
  const signedIn = token !== undefined;
  const identity = token?.access_token;
  const isStudent = profile?.Role === 'student';
  const studentData = useStudentData(signedIn && isStudent);
  const studentDataSettled = !isStudent || studentData.isSuccess || studentData.isError;
  const studentDataRefused = isStatus403(studentData.error);
  const loadedOnce = useRef(false);
  const latestRun = useRef(0);
  // The failure alert's Retry runs the newest version of `run` (it is created after the alert's handler).
  const retryRun = useRef<() => void>(() => undefined);

  const apply = useCallback(
    async (outcome: MenuLoadOutcome) => {
      switch (outcome.kind) {
        case 'gate':
          setMenuState({ ...currentMenuState(), status: 'idle' });
          if (outcome.goTo === 'login') await signOut({ reload: false });
          else if (!window.location.hash.startsWith(`#/${outcome.goTo}`)) {
            navigate(`/${outcome.goTo}`, { replace: true });
          }
          return;
        case 'refused':
          setMenuState({ status: 'refused', pages: new Set() });
          showAlert({ kind: 'not-allowed' });
          return;
        case 'loaded':
          setMenuState({ status: 'ready', pages: outcome.pages });
          await session.store.set(STORE_KEYS.menuLoad, 1);
          loadedOnce.current = true;
          if (outcome.goHome) navigate('/home', { replace: true });
          window.dispatchEvent(new CustomEvent(MENU_LOADED_EVENT));
          return;
      }
    },
    [navigate],
  );

  const run = useCallback(async () => {
    const thisRun = (latestRun.current += 1);
    const startedFor = session.current().token?.access_token;
    // An answer counts only for the identity that asked and if no newer run has started (a route change).
    // Nothing is stored once the session is ending: a logout that has cleared the keys must not see a
    // late answer write them back.
    const current = () =>
      thisRun === latestRun.current &&
      session.current().token?.access_token === startedFor &&
      !isSigningOut();
    const answers: RunAnswers = {};
    menuLoading();
    try {
      const outcome = await loadMenu(
        {
          tokenValid: () => session.current().token !== undefined && !studentDataRefused,
          isStudent,
          acceptFlag: async () => (answers.accept = await queryClient.query(acceptFlagQueryOptions())),
          evaluationPending: () => queryClient.query(evaluationPendingQueryOptions()),
          menu: async () => {
            answers.menu = await fetchMenu(queryClient);
            return answers.menu.map((item) => item.MobilePageName);
          },
          opensWithoutMenu,
        },
        window.location.hash,
      );
      if (!current()) return;
      await remember(answers);
      if (current()) await apply(outcome);
    } catch (error) {
      if (!current() || !startedFor) return;
      setMenuState({ ...currentMenuState(), status: loadedOnce.current ? 'ready' : 'idle' });
      showAlert({
        kind: 'step-failed',
        step: 'menu',
        cause: failureCause(error),
        retry: () => {
          retryRun.current();
        },
      });
    }
  }, [apply, isStudent, queryClient, studentDataRefused]);

  useEffect(() => {
    retryRun.current = () => void run();
  }, [run]);

  // A new identity (sign-in, sign-out, staff starting or stopping to act as a student) starts from an
  // empty, disabled menu, loaded afresh with the start-up debounce.
  useEffect(() => {
    loadedOnce.current = false;
    resetMenuState();
  }, [identity]);

  useEffect(() => {
    if (!studentData.isSuccess || isSigningOut()) return;
    void session.store.set(STORE_KEYS.studentData, studentData.data);
  }, [studentData.isSuccess, studentData.data]);

  const { error: studentDataError, errorUpdatedAt, refetch: refetchStudentData } = studentData;
  useEffect(() => {
    if (!studentDataError || isStatus403(studentDataError)) return;
    showAlert({
      kind: 'step-failed',
      step: 'student-data',
      cause: failureCause(studentDataError),
      retry: () => void refetchStudentData(),
    });
  }, [studentDataError, errorUpdatedAt, refetchStudentData]);

  useEffect(() => {
    if (!signedIn || !studentDataSettled || (studentData.isError && !studentDataRefused)) return;
    const delay = loadedOnce.current ? ROUTE_CHANGE_DEBOUNCE_MS : MENU_LOAD_DEBOUNCE_MS;
    const timer = window.setTimeout(() => void run(), delay);
    return () => {
      window.clearTimeout(timer);
    };
  }, [signedIn, identity, studentDataSettled, studentData.isError, studentDataRefused, pathname, run]);
}
