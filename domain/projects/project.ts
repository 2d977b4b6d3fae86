import { v7 as uuidv7 } from 'uuid';
import { FieldErrorCollector, ValidationError } from '../shared/domain-error.js';
import { Messages } from '../shared/messages.js';
import { parseLink, parseNumber } from '../shared/number-and-link.js';
import { parseIsoDate } from '../shared/iso-date.js';
import { Cities, type City } from '../properties/property-options.js';

export const ProjectStatuses = ['UPCOMING', 'UNDER_CONSTRUCTION', 'READY_TO_MOVE', 'ARCHIVED'] as const;
export type ProjectStatus = (typeof ProjectStatuses)[number];

export interface ProjectDetails {
  name: string;
  builder: string;
  city: City;
  locality: string;
  description: string | null;
  minPrice: number;
  maxPrice: number;
  unitTypes: string[];
  possessionDate: string | null;
  reraNumber: string | null;
  imageUrls: string[];
  status: ProjectStatus;
}

/** A builder's project (new homes), kept by admins. */
export class Project implements ProjectDetails {
  id!: string;
  name!: string;
  builder!: string;
  city!: City;
  locality!: string;
  description!: string | null;
  minPrice!: number;
  maxPrice!: number;
  unitTypes!: string[];
  possessionDate!: string | null;
  reraNumber!: string | null;
  imageUrls!: string[];
  status!: ProjectStatus;
  createdById!: string;
  createdAt!: Date;
  updatedAt!: Date;
  /** Optimistic lock: 0 until first stored; a save of a stale copy is refused. */
  version!: number;

  static create(details: ProjectDetails, createdById: string, now: Date): Project {
    const project = new Project();
    project.id = uuidv7();
    Object.assign(project, details);
    project.createdById = createdById;
    project.createdAt = now;
    project.updatedAt = now;
    project.version = 0;
    return project;
  }

  revise(details: ProjectDetails, now: Date): void {
    Object.assign(this, details);
    this.updatedAt = now;
  }
}

function text(input: unknown, field: string, max: number, required: boolean): string | null {
  if (input === undefined || input === null || (typeof input === 'string' && input.trim() === '')) {
    if (required) throw ValidationError.field(field, Messages.required);
    return null;
  }
  if (typeof input !== 'string') throw ValidationError.field(field, Messages.required);
  const value = input.trim();
  if (value.length > max) throw ValidationError.field(field, `Must be at most ${max} characters.`);
  return value;
}

/** RERA registration numbers differ by state (e.g. BRERAP00123-1/456/R-789/2023): letters, digits, / and -. */
const RERA = /^[A-Z0-9][A-Z0-9/-]{4,59}$/;

/** As many pictures as a listing's gallery. */
export const MAX_PROJECT_IMAGES = 20;

export function parseProjectDetails(input: Record<string, unknown>): ProjectDetails {
  const e = new FieldErrorCollector();
  const minPrice = e.attempt('min_price', () => parseNumber(input.min_price, 'min_price', { required: true, min: 0, max: 100_000_000_000, integer: true }));
  const maxPrice = e.attempt('max_price', () => parseNumber(input.max_price, 'max_price', { required: true, min: 0, max: 100_000_000_000, integer: true }));
  const details = {
    name: e.attempt('name', () => text(input.name, 'name', 120, true)),
    builder: e.attempt('builder', () => text(input.builder, 'builder', 120, true)),
    city: e.attempt('city', () => {
      const city = typeof input.city === 'string' ? input.city.toLowerCase() : input.city;
      if (!city) throw ValidationError.field('city', Messages.required);
      if (!(Cities as readonly unknown[]).includes(city)) throw ValidationError.field('city', `Choose one of ${Cities.join(', ')}.`);
      return city as City;
    }),
    locality: e.attempt('locality', () => text(input.locality, 'locality', 80, true)),
    description: e.attempt('description', () => text(input.description, 'description', 4000, false)),
    minPrice,
    maxPrice,
    unitTypes: e.attempt('unit_types', () => {
      const list = input.unit_types ?? [];
      if (!Array.isArray(list) || list.length > 12 || list.some((u) => typeof u !== 'string' || u.trim() === '' || u.length > 40)) {
        throw ValidationError.field('unit_types', 'Unit types must be a list of short labels, such as "2 BHK".');
      }
      return [...new Set((list as string[]).map((u) => u.trim()))];
    }),
    possessionDate: e.attempt('possession_date', () => parseIsoDate(input.possession_date, 'possession_date')),
    reraNumber: e.attempt('rera_number', () => {
      const value = text(input.rera_number, 'rera_number', 60, false);
      if (value !== null && !RERA.test(value.toUpperCase())) throw ValidationError.field('rera_number', 'Enter the RERA registration number as issued (letters, digits, / and -).');
      return value?.toUpperCase() ?? null;
    }),
    imageUrls: e.attempt('image_urls', () => {
      const list = input.image_urls ?? [];
      if (!Array.isArray(list)) throw ValidationError.field('image_urls', Messages.link);
      if (list.length > MAX_PROJECT_IMAGES) throw ValidationError.field('image_urls', `At most ${MAX_PROJECT_IMAGES} image links.`);
      return list.map((u) => parseLink(u, 'image_urls')!).filter(Boolean);
    }),
    status: e.attempt('status', () => {
      const value = input.status ?? 'UPCOMING';
      if (!(ProjectStatuses as readonly unknown[]).includes(value)) throw ValidationError.field('status', `Choose one of ${ProjectStatuses.join(', ')}.`);
      return value as ProjectStatus;
    }),
  };
  if (minPrice != null && maxPrice != null && minPrice > maxPrice) e.add('max_price', 'The highest price cannot be below the lowest.');
  e.throwIfAny();
  return details as ProjectDetails;
}
