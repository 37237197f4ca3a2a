import type { ReactNode } from 'react';
import * as RadixDialog from '@radix-ui/react-dialog';
import { useTranslation } from 'react-i18next';

interface DialogProps {
  open: boolean;
  onClose: () => void;
  title: string;
  description?: string;
  /** Wide dialogs hold lists with a reading pane (the notice modal); narrow ones hold forms; full ones hold report tables (the agent centre). */
  size?: 'narrow' | 'wide' | 'full';
  /** When false, Escape and clicks outside do not close it (a forced password change, say). */
  dismissible?: boolean;
  children: ReactNode;
}

/**
 * The one dialog of the site: focus moves in and is trapped, Escape and the close button close it,
 * focus returns to what opened it, and screen readers get its title and description.
 */
export function Dialog({ open, onClose, title, description, size = 'narrow', dismissible = true, children }: DialogProps) {
  const { t } = useTranslation();
  return (
    <RadixDialog.Root open={open} onOpenChange={(next) => !next && onClose()}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="dialog-overlay" />
        <RadixDialog.Content
          className={`dialog dialog--${size}`}
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
