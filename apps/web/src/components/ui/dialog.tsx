import { useRef, type ReactNode } from 'react';
import * as RadixDialog from '@radix-ui/react-dialog';
import { useTranslation } from 'react-i18next';

interface DialogProps {
  open: boolean;
  onClose: () => void;
  title: string;
  description?: string;
  /** Wide dialogs hold lists with a reading pane (the notice modal); narrow ones hold forms; full ones hold report tables (the agent centre). */
  size?: 'narrow' | 'wide' | 'notice' | 'full';
  /** When false, Escape and clicks outside do not close it (a forced password change, say). */
  dismissible?: boolean;
  children: ReactNode;
}

/**
 * The one dialog of the site: focus moves in (once it is painted) and is trapped, Escape and the
 * close button close it, focus returns to what opened it, and screen readers get its title and
 * description.
 */
export function Dialog({ open, onClose, title, description, size = 'narrow', dismissible = true, children }: DialogProps) {
  const { t } = useTranslation();
  const content = useRef<HTMLDivElement>(null);
  return (
    <RadixDialog.Root open={open} onOpenChange={(next) => !next && onClose()}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="dialog-overlay" />
        <RadixDialog.Content
          ref={content}
          className={`dialog dialog--${size}`}
          onOpenAutoFocus={(event) => {
            // Radix would look for the first focusable element (reading every candidate's computed
            // style) and focus it in the task that renders the dialog, which forces the style and
            // layout of the whole page in that task: 100 ms and more on a slow phone (decision 046).
            // The same element is focused once the dialog has been painted, when layout is clean.
            event.preventDefault();
            focusAfterPaint(content);
          }}
          onEscapeKeyDown={(event) => !dismissible && event.preventDefault()}
          onPointerDownOutside={(event) => !dismissible && event.preventDefault()}
          {...(description ? {} : { 'aria-describedby': undefined })}
        >
          <header className="dialog__header">
            <RadixDialog.Title className="dialog__title">{title}</RadixDialog.Title>
            {dismissible && (
              <RadixDialog.Close className="icon-button" aria-label={t('common.close')}>
                <span aria-hidden="true">×</span>
              </RadixDialog.Close>
            )}
          </header>
          {description && <RadixDialog.Description className="dialog__description">{description}</RadixDialog.Description>}
          <div className="dialog__body">{children}</div>
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}

/** What Radix would focus first in a dialog: its first enabled control in document order (the close button when it has one). */
const FIRST_FOCUSABLE =
  'button:not([disabled]), [href], input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** Moves focus into the dialog after its first paint, unless something inside (an autoFocus field, a click) has it already. */
function focusAfterPaint(content: { current: HTMLElement | null }) {
  requestAnimationFrame(() =>
    setTimeout(() => {
      const dialog = content.current;
      if (!dialog || dialog.contains(document.activeElement)) return;
      dialog.querySelector<HTMLElement>(FIRST_FOCUSABLE)?.focus({ preventScroll: true });
      // A first control that cannot take focus (hidden): the dialog itself (Radix gives it tabindex -1).
      if (!dialog.contains(document.activeElement)) dialog.focus({ preventScroll: true });
    }),
  );
}
