import { FLUX_MAX_IMAGE_UPLOAD_BYTES } from '../../shared/constants';
import { h } from '../../shared/dom';
import type { BlockOf } from '../model/blocks';

interface ImageFieldHelpers {
  text(field: string, label: string, value: string, hint?: string): HTMLElement;
  set(patch: { src: string }): void;
  announce(text: string): void;
}

const KILOBYTE = 1024;

/** Address, upload, description and caption of an image block. */
export function imageFields(block: BlockOf<'image'>, helpers: ImageFieldHelpers): HTMLElement[] {
  const upload = h('input', {
    type: 'file',
    accept: 'image/png,image/jpeg,image/gif,image/webp',
    id: 'fb-image-upload',
  });
  upload.addEventListener('change', () => {
    const file = upload.files?.[0];
    if (!file) return;
    if (file.size > FLUX_MAX_IMAGE_UPLOAD_BYTES) {
      helpers.announce(
        `That picture is over ${FLUX_MAX_IMAGE_UPLOAD_BYTES / KILOBYTE} KB; choose a smaller one.`,
      );
      return;
    }
    const reader = new FileReader();
    reader.addEventListener('load', () => {
      if (typeof reader.result === 'string') helpers.set({ src: reader.result });
    });
    reader.readAsDataURL(file);
  });
  const isData = block.src.startsWith('data:');
  return [
    helpers.text(
      'src',
      'Image address',
      isData ? '' : block.src,
      'Pictures from other sites appear in the export; this preview shows uploaded ones.',
    ),
    h(
      'div',
      { class: 'fb-field' },
      h(
        'label',
        { for: 'fb-image-upload' },
        `Or upload a picture (up to ${FLUX_MAX_IMAGE_UPLOAD_BYTES / KILOBYTE} KB)`,
      ),
      upload,
    ),
    helpers.text(
      'alt',
      'Description (alt text)',
      block.alt,
      'Describe the picture for people who cannot see it.',
    ),
    helpers.text('caption', 'Caption', block.caption),
  ];
}
