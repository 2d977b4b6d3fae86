import { useState } from 'react';
import BrokenImageOutlinedIcon from '@mui/icons-material/BrokenImageOutlined';
import ImageOutlinedIcon from '@mui/icons-material/ImageOutlined';
import { Box, Tooltip } from '@mui/material';
import { ArrayInput, FormDataConsumer, SimpleFormIterator, TextInput } from 'react-admin';
import { isBlank, validateLink } from '../properties/propertyValidation';
import { MAX_IMAGE_URLS } from './projectOptions';
import { validateImageUrl, validateImageUrls } from './projectValidation';

const frame = { width: 96, height: 64, borderRadius: 1, flexShrink: 0, mt: 1 } as const;

/** A small preview of one link: the picture once the link is valid, a marker while it is not (or will not load). */
export const ImageUrlPreview = ({ url, index }: { url: unknown; index?: number }) => {
  const [failedUrl, setFailedUrl] = useState<string | null>(null);
  const text = typeof url === 'string' ? url.trim() : '';
  const usable = !isBlank(text) && validateLink(text) === undefined;
  if (!usable || failedUrl === text) {
    const Icon = usable ? BrokenImageOutlinedIcon : ImageOutlinedIcon;
    return (
      <Tooltip title={usable ? 'This picture does not load' : 'Preview once the link is valid'}>
        <Box
          sx={{ ...frame, bgcolor: 'action.hover', display: 'grid', placeItems: 'center', color: 'text.disabled' }}
          data-testid="project-image-preview"
          data-index={index}
          data-state={usable ? 'error' : 'empty'}
        >
          <Icon fontSize="small" />
        </Box>
      </Tooltip>
    );
  }
  return (
    <Box
      component="img"
      src={text}
      alt={`Image ${index === undefined ? '' : index + 1}`.trim()}
      loading="lazy"
      referrerPolicy="no-referrer"
      onError={() => setFailedUrl(text)}
      sx={{ ...frame, objectFit: 'cover', display: 'block', bgcolor: 'action.hover' }}
      data-testid="project-image-preview"
      data-index={index}
      data-state="loaded"
    />
  );
};

/**
 * `image_urls`: one text input per link (checked with the API's 'Enter a valid link'), each with its preview;
 * add, remove and reorder rows (the first is the cover); no more than 20. Blank rows are dropped on save.
 */
export const ImageUrlsInput = () => (
  <FormDataConsumer>
    {({ formData }) => {
      const count = Array.isArray(formData?.image_urls) ? formData.image_urls.length : 0;
      return (
        <ArrayInput
          source="image_urls"
          label="Image links"
          validate={validateImageUrls}
          helperText={`Links to photos (https://…), at most ${MAX_IMAGE_URLS}. The first one is the cover.`}
          data-testid="project-image-urls"
        >
          <SimpleFormIterator inline disableAdd={count >= MAX_IMAGE_URLS} disableClear getItemLabel={(index) => `${index + 1}.`}>
            <TextInput source="" label="Image link" validate={validateImageUrl} helperText={false} sx={{ minWidth: { sm: 420 } }} />
            <FormDataConsumer>
              {({ scopedFormData }) => <ImageUrlPreview url={scopedFormData} />}
            </FormDataConsumer>
          </SimpleFormIterator>
        </ArrayInput>
      );
    }}
  </FormDataConsumer>
);
