import { useState, type SyntheticEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../lib/error-message';

/** The part of a save mutation the editor uses, so any office's save call fits. */
interface SaveMutation<Body> {
  mutate: (body: Body, options: { onSuccess: () => void; onError: (error: unknown) => void }) => void;
  isPending: boolean;
}

function refused<Problem>(checked: object | { problem: Problem }): checked is { problem: Problem } {
  return 'problem' in checked;
}

/**
 * Saving an office editor's draft: what the page can check stops the save in the office's own words before
 * anything is sent; the server's refusal is shown as it says it.
 */
export function useDraftSave<Body extends object, Problem extends string>({
  save,
  check,
  problemText,
  onSaved,
}: {
  save: SaveMutation<Body>;
  check: () => Body | { problem: Problem };
  problemText: (problem: Problem) => string;
  onSaved: (body: Body) => void;
}) {
  const { t } = useTranslation();
  const [problem, setProblem] = useState<string>();

  function send(event?: SyntheticEvent) {
    event?.preventDefault();
    const body = check();
    if (refused(body)) {
      setProblem(problemText(body.problem));
      return;
    }
    setProblem(undefined);
    save.mutate(body, {
      onSuccess: () => {
        onSaved(body);
      },
      onError: (error) => {
        setProblem(errorMessage(error, t));
      },
    });
  }

  return { problem, saving: save.isPending, send };
}
