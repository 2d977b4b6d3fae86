import { v7 as uuidv7 } from 'uuid';

export interface ImageVariant {
  width: number;
  height: number;
  key: string;
}

/** A listing photo: WebP variants of a few widths, in a place in the gallery (0 = cover). */
export class PropertyImage {
  id!: string;
  propertyId!: string;
  position!: number;
  width!: number;
  height!: number;
  variants!: ImageVariant[];
  createdAt!: Date;

  static add(input: { id?: string; propertyId: string; position: number; width: number; height: number; variants: ImageVariant[] }, now: Date): PropertyImage {
    const image = new PropertyImage();
    image.id = input.id ?? uuidv7();
    image.propertyId = input.propertyId;
    image.position = input.position;
    image.width = input.width;
    image.height = input.height;
    image.variants = input.variants;
    image.createdAt = now;
    return image;
  }

  static newId(): string {
    return uuidv7();
  }
}

export const MAX_IMAGES_PER_PROPERTY = 20;
