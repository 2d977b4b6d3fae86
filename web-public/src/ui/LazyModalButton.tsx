import type { ComponentType, ReactNode } from 'react';
import type { MessageKey } from '../i18n/t';
import { useLazyModal, type chunkLoader } from './useLazyModal';

type ModalChunk<P> = ReturnType<typeof chunkLoader<ComponentType<P & { onClose(): void }>>>;

/**
 * A button that opens a modal which is a chunk of its own (the report form, the visit booking, the property
 * request): the chunk is fetched on the first hover, focus or tap, and the modal gets `modalProps` and `onClose`.
 * `hidden` hides the button but never a modal already open; `onOpen` runs instead of opening straight away (to
 * ask for a login first), with the opener to call. A note, when given, stands under the button.
 */
export function LazyModalButton<P extends object>({
  chunk,
  modalProps,
  hidden = false,
  onOpen,
  className,
  testId,
  children,
  note,
  wrapperClassName,
  failedMessage,
}: {
  chunk: ModalChunk<P>;
  modalProps: P;
  hidden?: boolean;
  onOpen?(openModal: () => void): void;
  className: string;
  testId: string;
  children: ReactNode;
  note?: { text: string; className: string };
  /** A block around the button and its note; without it they stand in the parent as they are. */
  wrapperClassName?: string;
  failedMessage?: MessageKey;
}) {
  const { open, pending, openModal, close } = useLazyModal(chunk.load, failedMessage);

  if (hidden && !open) return null;

  const content = (
    <>
      <button
        type="button"
        className={className}
        onClick={onOpen ? () => onOpen(openModal) : openModal}
        onPointerEnter={chunk.preload}
        onFocus={chunk.preload}
        aria-haspopup="dialog"
        aria-busy={pending || undefined}
        data-testid={testId}
      >
        {children}
      </button>
      {note && <p className={`${note.className} muted`}>{note.text}</p>}
      {open && <open.Modal key={open.key} {...modalProps} onClose={close} />}
    </>
  );
  return wrapperClassName ? <div className={wrapperClassName}>{content}</div> : content;
}
