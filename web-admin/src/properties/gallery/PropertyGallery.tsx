import { useEffect, useRef, useState, type ChangeEvent, type DragEvent } from 'react';
import AddPhotoAlternateIcon from '@mui/icons-material/AddPhotoAlternate';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import CloseIcon from '@mui/icons-material/Close';
import DeleteIcon from '@mui/icons-material/Delete';
import DragIndicatorIcon from '@mui/icons-material/DragIndicator';
import { Alert, Box, Button, Chip, CircularProgress, IconButton, Stack, Tooltip, Typography } from '@mui/material';
import { Confirm, useLogoutIfAccessDenied, useNotify, useRefresh } from 'react-admin';
import { adminToken } from '../../session';
import { imageUrl } from '../propertyFormat';
import type { Property, PropertyImage } from '../types';
import { deleteImage, reorderImages, sortImages, uploadImages, type GalleryResult } from './galleryApi';
import { ACCEPT_ATTRIBUTE, MAX_IMAGES_PER_PROPERTY, moveById, moveItem, sameOrder, triageFiles } from './galleryRules';

interface PendingUpload {
  key: string;
  name: string;
  preview: string | null;
  state: 'waiting' | 'uploading' | 'error';
  message?: string;
}

let uploadCounter = 0;

const tileSx = {
  position: 'relative',
  borderRadius: 1,
  overflow: 'hidden',
  border: 1,
  borderColor: 'divider',
  bgcolor: 'background.paper',
  display: 'flex',
  flexDirection: 'column',
} as const;

const previewOf = (file: File): string | null => {
  try {
    return URL.createObjectURL(file);
  } catch {
    return null;
  }
};

/**
 * Photos of a listing: upload several (one request per photo, so each gets its own answer; JPEG/PNG/WebP,
 * at most 10 MB, 20 a listing), delete one, reorder by dragging or with the arrow buttons. The first
 * photo is the cover. Tiles carry `data-testid="gallery-image"` and `data-id`; the file input
 * `data-testid="gallery-upload-input"`.
 */
export const PropertyGallery = ({ record, editable = true }: { record: Property; editable?: boolean }) => {
  const notify = useNotify();
  const refresh = useRefresh();
  const logoutIfAccessDenied = useLogoutIfAccessDenied();
  const [images, setImages] = useState<PropertyImage[]>(() => sortImages(record.images ?? []));
  const [pending, setPending] = useState<PendingUpload[]>([]);
  const [busy, setBusy] = useState(false);
  const [toDelete, setToDelete] = useState<PropertyImage | null>(null);
  const [dragId, setDragId] = useState<string | null>(null);
  const previews = useRef(new Set<string>());

  // The record is read again after every change here (and after saves elsewhere): follow it.
  useEffect(() => {
    setImages(sortImages(record.images ?? []));
  }, [record.images]);

  useEffect(() => {
    const urls = previews.current;
    return () => urls.forEach((url) => URL.revokeObjectURL(url));
  }, []);

  const deps = () => ({ token: adminToken() });

  /** A refused call: signed out (401) → react-admin logs out; 403 stays (the caller shows the message). */
  const afterFailure = async (result: Extract<GalleryResult, { ok: false }>) => {
    if (result.status === 401 || result.status === 403) await logoutIfAccessDenied({ status: result.status, message: result.message });
  };

  const dropPreview = (url: string | null) => {
    if (!url) return;
    URL.revokeObjectURL(url);
    previews.current.delete(url);
  };

  const updatePending = (key: string, change: Partial<PendingUpload>) =>
    setPending((list) => list.map((p) => (p.key === key ? { ...p, ...change } : p)));

  const dismiss = (key: string) =>
    setPending((list) => {
      const entry = list.find((p) => p.key === key);
      if (entry) dropPreview(entry.preview);
      return list.filter((p) => p.key !== key);
    });

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const files = Array.from(event.target.files ?? []);
    event.target.value = '';
    if (!files.length) return;
    const { send, refused } = triageFiles(files, images.length);
    const entries = new Map<File, PendingUpload>();
    for (const file of files) {
      const preview = previewOf(file);
      if (preview) previews.current.add(preview);
      const problem = refused.find((r) => r.file === file);
      entries.set(file, {
        key: `upload-${++uploadCounter}`,
        name: file.name,
        preview,
        state: problem ? 'error' : 'waiting',
        message: problem?.message,
      });
    }
    setPending((list) => [...list, ...entries.values()]);
    if (!send.length) return;

    setBusy(true);
    let uploaded = 0;
    for (const file of send) {
      const entry = entries.get(file)!;
      updatePending(entry.key, { state: 'uploading' });
      const result = await uploadImages(String(record.id), [file], deps());
      if (result.ok) {
        uploaded += 1;
        setImages(result.images);
        dismiss(entry.key);
      } else {
        updatePending(entry.key, { state: 'error', message: result.message });
        await afterFailure(result);
        if (result.status === 401) break;
      }
    }
    setBusy(false);
    if (uploaded) {
      notify(uploaded === 1 ? 'Photo uploaded' : `${uploaded} photos uploaded`, { type: 'success' });
      refresh();
    }
  };

  const saveOrder = async (next: PropertyImage[]) => {
    if (sameOrder(next, images)) return;
    const before = images;
    setImages(next);
    setBusy(true);
    const result = await reorderImages(
      String(record.id),
      next.map((image) => image.id),
      deps(),
    );
    setBusy(false);
    if (result.ok) {
      setImages(result.images);
      notify('Photo order saved', { type: 'success' });
      refresh();
    } else {
      setImages(before);
      await afterFailure(result);
      notify(result.message, { type: 'error' });
    }
  };

  const remove = async () => {
    const image = toDelete;
    if (!image) return;
    setBusy(true);
    const result = await deleteImage(image.id, deps());
    setBusy(false);
    setToDelete(null);
    if (result.ok) {
      setImages(result.images);
      notify('Photo deleted', { type: 'success' });
      refresh();
    } else {
      await afterFailure(result);
      notify(result.message, { type: 'error' });
    }
  };

  const onDrop = (targetId: string) => (event: DragEvent) => {
    event.preventDefault();
    const from = images.findIndex((image) => image.id === dragId);
    const to = images.findIndex((image) => image.id === targetId);
    setDragId(null);
    if (from >= 0 && to >= 0 && from !== to) void saveOrder(moveItem(images, from, to));
  };

  const full = images.length >= MAX_IMAGES_PER_PROPERTY;

  return (
    <Box data-testid="property-gallery">
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', mb: 1.5, flexWrap: 'wrap' }}>
        <Typography variant="subtitle1" sx={{ fontWeight: 600 }}>
          Photos ({images.length}/{MAX_IMAGES_PER_PROPERTY})
        </Typography>
        {editable ? (
          <>
            <Button
              component="label"
              size="small"
              variant="outlined"
              startIcon={busy ? <CircularProgress size={14} /> : <AddPhotoAlternateIcon />}
              disabled={busy || full}
            >
              Upload photos
              <input
                hidden
                type="file"
                multiple
                accept={ACCEPT_ATTRIBUTE}
                onChange={choose}
                disabled={busy || full}
                data-testid="gallery-upload-input"
              />
            </Button>
            <Typography variant="caption" color="text.secondary">
              JPEG, PNG or WebP, up to 10 MB each. The first photo is the cover; drag photos or use the arrows to reorder.
            </Typography>
          </>
        ) : null}
      </Stack>

      {images.length === 0 && pending.length === 0 ? (
        <Alert severity="info" variant="outlined" sx={{ mb: 1 }}>
          No photos yet.
        </Alert>
      ) : null}

      <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(180px, 1fr))', gap: 1.5 }}>
        {images.map((image, index) => (
          <Box
            key={image.id}
            data-testid="gallery-image"
            data-id={image.id}
            data-position={index}
            draggable={editable && !busy}
            onDragStart={(event) => {
              setDragId(image.id);
              event.dataTransfer.effectAllowed = 'move';
              event.dataTransfer.setData('text/plain', image.id);
            }}
            onDragEnd={() => setDragId(null)}
            onDragOver={(event) => {
              if (dragId && dragId !== image.id) event.preventDefault();
            }}
            onDrop={onDrop(image.id)}
            sx={{
              ...tileSx,
              opacity: dragId === image.id ? 0.5 : 1,
              cursor: editable && !busy ? 'grab' : 'default',
              outline: dragId && dragId !== image.id ? '1px dashed' : 'none',
              outlineColor: 'primary.main',
            }}
          >
            <Box
              component="img"
              src={imageUrl(image, 640)}
              alt={index === 0 ? 'Cover photo' : `Photo ${index + 1}`}
              loading="lazy"
              draggable={false}
              sx={{ width: '100%', aspectRatio: '4 / 3', objectFit: 'cover', display: 'block', bgcolor: 'action.hover' }}
            />
            {index === 0 ? <Chip label="Cover" size="small" color="primary" sx={{ position: 'absolute', top: 6, left: 6 }} /> : null}
            {editable ? (
              <Stack direction="row" sx={{ alignItems: 'center', px: 0.5 }}>
                <DragIndicatorIcon fontSize="small" color="disabled" />
                <Tooltip title="Move earlier">
                  <span>
                    <IconButton
                      size="small"
                      aria-label="Move earlier"
                      disabled={busy || index === 0}
                      onClick={() => void saveOrder(moveById(images, image.id, -1))}
                      data-testid="gallery-move-up"
                    >
                      <ArrowBackIcon fontSize="small" />
                    </IconButton>
                  </span>
                </Tooltip>
                <Tooltip title="Move later">
                  <span>
                    <IconButton
                      size="small"
                      aria-label="Move later"
                      disabled={busy || index === images.length - 1}
                      onClick={() => void saveOrder(moveById(images, image.id, 1))}
                      data-testid="gallery-move-down"
                    >
                      <ArrowForwardIcon fontSize="small" />
                    </IconButton>
                  </span>
                </Tooltip>
                <Box sx={{ flex: 1 }} />
                <Tooltip title="Delete photo">
                  <span>
                    <IconButton
                      size="small"
                      color="error"
                      aria-label="Delete photo"
                      disabled={busy}
                      onClick={() => setToDelete(image)}
                      data-testid="gallery-delete"
                    >
                      <DeleteIcon fontSize="small" />
                    </IconButton>
                  </span>
                </Tooltip>
              </Stack>
            ) : null}
          </Box>
        ))}

        {pending.map((upload) => (
          <Box
            key={upload.key}
            data-testid="gallery-upload"
            data-state={upload.state}
            sx={{ ...tileSx, borderColor: upload.state === 'error' ? 'error.main' : 'divider' }}
          >
            <Box sx={{ position: 'relative', width: '100%', aspectRatio: '4 / 3', bgcolor: 'action.hover' }}>
              {upload.preview ? (
                <Box
                  component="img"
                  src={upload.preview}
                  alt=""
                  onError={(event) => (event.currentTarget.style.visibility = 'hidden')}
                  sx={{ width: '100%', height: '100%', objectFit: 'cover', display: 'block', opacity: upload.state === 'error' ? 0.4 : 0.7 }}
                />
              ) : null}
              {upload.state !== 'error' ? (
                <Box sx={{ position: 'absolute', inset: 0, display: 'grid', placeItems: 'center' }}>
                  <CircularProgress size={28} variant={upload.state === 'waiting' ? 'determinate' : 'indeterminate'} value={0} />
                </Box>
              ) : null}
            </Box>
            <Stack direction="row" sx={{ alignItems: 'flex-start', px: 1, py: 0.5, gap: 0.5 }}>
              <Box sx={{ flex: 1, minWidth: 0 }}>
                <Typography variant="caption" component="div" noWrap title={upload.name}>
                  {upload.name}
                </Typography>
                {upload.state === 'error' ? (
                  <Typography variant="caption" component="div" color="error" data-testid="gallery-upload-error">
                    {upload.message}
                  </Typography>
                ) : (
                  <Typography variant="caption" component="div" color="text.secondary">
                    {upload.state === 'uploading' ? 'Uploading…' : 'Waiting…'}
                  </Typography>
                )}
              </Box>
              {upload.state === 'error' ? (
                <IconButton size="small" aria-label="Dismiss" onClick={() => dismiss(upload.key)}>
                  <CloseIcon fontSize="small" />
                </IconButton>
              ) : null}
            </Stack>
          </Box>
        ))}
      </Box>

      <Confirm
        isOpen={toDelete !== null}
        loading={busy}
        title="Delete photo"
        content="The photo is removed from the listing for good."
        confirm="Delete"
        onConfirm={() => void remove()}
        onClose={() => setToDelete(null)}
      />
    </Box>
  );
};
