/**
 * Step 5 of the property form: the listing's photos. Chosen files are checked, shrunk in the browser, and sent
 * one at a time (one request each, so each has its own progress bar; one after another, so a slow line is not
 * split between them and the gallery keeps the order they were chosen in). The saved photos can be removed or
 * made the cover. One gallery change at a time (an upload, a removal or a new cover): each answer is the whole
 * gallery, so two at once could answer out of order and the older answer would hide a photo.
 */
import { useEffect, useRef, useState } from 'react';
import { ApiError, errorMessage } from '../../api/client';
import { deletePhoto, reorderPhotos, uploadPhotos, type PropertyImage, type UploadHandle } from '../../api/properties';
import { t } from '../../i18n/t';
import { pickUrl } from '../../property/format';
import { formatBytes, MAX_PHOTOS, photoProblem, photosLeft, preparePhoto, uploadRetryable } from '../../property/photos';
import { PhotoPicker } from '../../ui/PhotoPicker';
import { showToast } from '../../ui/toast';

type UploadState = 'waiting' | 'preparing' | 'uploading' | 'done' | 'failed';

interface Upload {
  key: number;
  file: File;
  state: UploadState;
  progress: number;
  error?: string;
  /** A file refused (before sending: wrong type, too large, too many; or by the server with a 4xx): retrying would not help. */
  final?: boolean;
}

interface PhotoStepProps {
  propertyId: string;
  images: PropertyImage[];
  onImages(images: PropertyImage[]): void;
  /** Whether uploads are still running (the form waits for them before submitting). */
  onBusyChange(busy: boolean): void;
}

let nextKey = 1;

export function PhotoStep({ propertyId, images, onImages, onBusyChange }: PhotoStepProps) {
  const [uploads, setUploads] = useState<Upload[]>([]);
  const [changing, setChanging] = useState(false);
  /** A removal or new cover is under way (set at once, so a second click before the next render is refused). */
  const changingNow = useRef(false);
  const handle = useRef<UploadHandle | null>(null);
  /** The step has left the page: a photo still being prepared must not be sent after all. */
  const gone = useRef(false);
  const active = uploads.find((upload) => upload.state === 'preparing' || upload.state === 'uploading');
  const pending = uploads.filter((upload) => upload.state === 'waiting' || upload.state === 'preparing' || upload.state === 'uploading');
  const busy = pending.length > 0;

  useEffect(() => onBusyChange(busy), [busy]);
  useEffect(() => {
    gone.current = false;
    return () => {
      gone.current = true;
      handle.current?.abort();
    };
  }, []);

  const update = (key: number, changes: Partial<Upload>) =>
    setUploads((current) => current.map((upload) => (upload.key === key ? { ...upload, ...changes } : upload)));

  // One gallery change at a time: start the next waiting file when no upload, removal or new cover is running.
  useEffect(() => {
    if (active || changing || changingNow.current) return;
    const next = uploads.find((upload) => upload.state === 'waiting');
    if (!next) return;
    void send(next);
  }, [uploads, changing]);

  async function send(upload: Upload) {
    update(upload.key, { state: 'preparing', progress: 0, error: undefined });
    try {
      const blob = await preparePhoto(upload.file);
      if (gone.current) return;
      update(upload.key, { state: 'uploading' });
      handle.current = uploadPhotos(propertyId, [blob], (progress) => update(upload.key, { progress }));
      const saved = await handle.current.promise;
      onImages(saved);
      update(upload.key, { state: 'done', progress: 1 });
    } catch (error) {
      if ((error as Error).name === 'AbortError') return;
      const status = error instanceof ApiError ? error.status : 0;
      update(upload.key, {
        state: 'failed',
        error: status === 413 ? t('photos.tooLarge') : errorMessage(error),
        // A wrong type (400) or a file too large (413) is refused again: offer only Dismiss.
        final: !uploadRetryable(status),
      });
    } finally {
      handle.current = null;
    }
  }

  function choose(files: FileList | null) {
    if (!files?.length) return;
    let room = photosLeft(images.length, pending.length);
    const added: Upload[] = [...files].map((file) => {
      const problem = photoProblem(file) ?? (room > 0 ? null : t('photos.tooMany'));
      if (!problem) room -= 1;
      return { key: nextKey++, file, state: problem ? 'failed' : 'waiting', progress: 0, error: problem ?? undefined, final: Boolean(problem) };
    });
    setUploads((current) => [...current.filter((upload) => upload.state !== 'done'), ...added]);
  }

  async function change(action: () => Promise<{ data: PropertyImage[] }>) {
    if (changingNow.current || busy) return;
    changingNow.current = true;
    setChanging(true);
    try {
      onImages((await action()).data);
    } catch (error) {
      if (!(error instanceof ApiError && error.handled)) showToast(errorMessage(error), 'error');
    } finally {
      changingNow.current = false;
      setChanging(false);
    }
  }

  const sorted = [...images].sort((a, b) => a.position - b.position);
  const locked = busy || changing;
  // Adding waits for a removal or new cover (more files may be chosen while uploads run: they queue).
  const cannotAdd = changing || images.length >= MAX_PHOTOS;

  return (
    <div className="photos">
      <p className="field__hint">{t('photos.hint')}</p>
      <PhotoPicker
        label={t('photos.choose')}
        off={cannotAdd}
        onChoose={choose}
        testId="photo-input"
        count={t('photos.count', { count: images.length, max: MAX_PHOTOS })}
        countTestId="photo-count"
      />

      {uploads.length > 0 && (
        <ul className="uploads" aria-live="polite">
          {uploads.map((upload) => (
            <li key={upload.key} className={`upload upload--${upload.state}`} data-testid="photo-upload" data-state={upload.state}>
              <span className="upload__name">
                {upload.file.name} <span className="muted">{formatBytes(upload.file.size)}</span>
              </span>
              <progress
                className="upload__bar"
                max={1}
                value={upload.state === 'done' ? 1 : upload.progress}
                aria-label={upload.file.name}
                data-testid="photo-progress"
              />
              <span className="upload__status">
                {upload.state === 'waiting' && t('photos.waiting')}
                {upload.state === 'preparing' && t('photos.preparing')}
                {upload.state === 'uploading' && t('photos.uploading', { percent: Math.round(upload.progress * 100) })}
                {upload.state === 'done' && t('photos.done')}
                {upload.state === 'failed' && t('photos.failed', { message: upload.error ?? '' })}
              </span>
              {upload.state === 'failed' && (
                <span className="upload__actions">
                  {!upload.final && (
                    <button type="button" className="link-button" onClick={() => update(upload.key, { state: 'waiting', progress: 0 })}>
                      {t('photos.retry')}
                    </button>
                  )}
                  <button
                    type="button"
                    className="link-button"
                    onClick={() => setUploads((current) => current.filter((item) => item.key !== upload.key))}
                  >
                    {t('photos.dismiss')}
                  </button>
                </span>
              )}
            </li>
          ))}
        </ul>
      )}

      {sorted.length === 0 ? (
        <p className="muted">{t('photos.none')}</p>
      ) : (
        <ul className="photo-grid" data-testid="photo-grid">
          {sorted.map((image, i) => (
            <li key={image.id} className="photo-grid__item" data-testid="photo-item" data-id={image.id}>
              <img
                className="photo-grid__image"
                src={pickUrl(image.urls, 320)}
                width={image.width}
                height={image.height}
                alt={t('gallery.photo', { n: i + 1, total: sorted.length })}
                loading="lazy"
                decoding="async"
              />
              {i === 0 && <span className="badge photo-grid__cover">{t('photos.cover')}</span>}
              <div className="photo-grid__actions">
                {i > 0 && (
                  <button
                    type="button"
                    className="button button--outline photo-grid__button"
                    disabled={locked}
                    onClick={() => change(() => reorderPhotos(propertyId, [image.id, ...sorted.filter((other) => other.id !== image.id).map((other) => other.id)]))}
                    data-testid="photo-make-cover"
                  >
                    {t('photos.makeCover')}
                  </button>
                )}
                <button
                  type="button"
                  className="button button--ghost photo-grid__button"
                  disabled={locked}
                  onClick={() => change(() => deletePhoto(image.id))}
                  data-testid="photo-remove"
                >
                  {t('photos.remove')}
                </button>
              </div>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
