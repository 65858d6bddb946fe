import { useEffect, useId, useRef } from 'react';
import type { LabelKey } from '../i18n/i18n';
import { useT } from '../i18n/i18n-context';
import { Button } from '../ui/button';
import type { ChallengeRequest } from './challenge-requests';
import {
  actionsClass,
  boxClass,
  checkboxClass,
  dialogClass,
  progressClass,
  statusClass,
} from './challenge-dialog.styles';
import { useChallengeSolver, type SolverState } from './use-challenge-solver';

const STATUS: Record<SolverState, LabelKey | null> = {
  ready: null,
  working: 'WEB.CAPTCHA.WORKING',
  solved: 'WEB.CAPTCHA.SOLVED',
  failed: 'WEB.CAPTCHA.FAILED',
};

/**
 * The visible challenge (spec §8 "HTTP 428"): a modal dialog with a heading, what is asked and
 * why, an "I'm not a robot" tick box that starts the proof of work, its progress, a polite
 * status and Cancel. Nothing to look at or type: it works the same by keyboard and screen
 * reader. A modal <dialog>, so the page behind is inert and Escape cancels; focus starts on
 * the tick box and goes back where it was when the dialog goes away.
 */
export function ChallengeDialog({ request }: { request: ChallengeRequest }) {
  const t = useT();
  const titleId = useId();
  const descriptionId = useId();
  const ref = useRef<HTMLDialogElement>(null);
  const checkbox = useRef<HTMLButtonElement>(null);
  const { state, progress, handleCheck, handleCancel } = useChallengeSolver(request);

  useEffect(() => {
    const opener = document.activeElement;
    ref.current?.showModal?.();
    checkbox.current?.focus();
    return () => {
      if (opener instanceof HTMLElement && opener.isConnected) opener.focus();
    };
  }, []);

  const status = STATUS[state];
  const busy = state === 'working' || state === 'solved';
  return (
    <dialog
      ref={ref}
      className={dialogClass}
      aria-labelledby={titleId}
      aria-describedby={descriptionId}
      onCancel={(event) => {
        // Escape: the dialog stays under React's control, which closes it by unmounting
        event.preventDefault();
        handleCancel();
      }}
    >
      <h2 id={titleId}>{t('WEB.CAPTCHA.TITLE')}</h2>
      <p id={descriptionId}>{t('WEB.CAPTCHA.DESCRIPTION')}</p>
      <button
        ref={checkbox}
        type="button"
        role="checkbox"
        aria-checked={state === 'solved'}
        aria-disabled={busy}
        className={checkboxClass}
        onClick={() => {
          if (!busy) void handleCheck();
        }}
      >
        <span className={boxClass} aria-hidden="true">
          {state === 'solved' ? '✓' : ''}
        </span>
        {t('WEB.CAPTCHA.CHECKBOX')}
      </button>
      {state === 'working' && (
        <progress
          className={progressClass}
          value={progress}
          max={1}
          aria-label={t('WEB.CAPTCHA.PROGRESS')}
        />
      )}
      <p role="status" className={statusClass}>
        {status ? t(status) : ''}
      </p>
      <div className={actionsClass}>
        <Button variant="secondary" onClick={handleCancel}>
          {t('WEB.CAPTCHA.CANCEL')}
        </Button>
      </div>
    </dialog>
  );
}
