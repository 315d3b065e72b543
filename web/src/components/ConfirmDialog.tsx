// A small modal question (Exit? Resign?). The first button (Cancel) takes
// the focus so Enter never confirms by accident; Escape cancels.
import type { ComponentChildren } from 'preact';
import { useRef } from 'preact/hooks';
import { useModal } from './useModal';

export interface DialogChoice {
  label: string;
  testid: string;
  onChoose: () => void;
  tone?: 'primary' | 'danger';
}

interface Props {
  title: string;
  children: ComponentChildren;
  choices: DialogChoice[];
  onCancel: () => void;
  testid?: string;
}

export function ConfirmDialog({ title, children, choices, onCancel, testid = 'confirm-dialog' }: Props) {
  const first = useRef<HTMLButtonElement | null>(null);
  useModal(first, onCancel);
  return (
    <div class="overlay" onClick={(e) => e.target === e.currentTarget && onCancel()}>
      <div class="dialog" role="dialog" aria-modal="true" aria-labelledby={`${testid}-title`} data-testid={testid}>
        <h2 id={`${testid}-title`}>{title}</h2>
        <div class="dialog-body">{children}</div>
        <div class="row dialog-actions">
          {choices.map((choice, i) => (
            <button
              key={choice.testid}
              ref={i === 0 ? first : undefined}
              type="button"
              class={`btn${choice.tone ? ` ${choice.tone}` : ''}`}
              data-testid={choice.testid}
              onClick={choice.onChoose}
            >
              {choice.label}
            </button>
          ))}
        </div>
      </div>
    </div>
  );
}
