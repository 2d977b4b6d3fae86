import { v7 as uuidv7 } from 'uuid';
import { coded, FieldErrorCollector, ValidationError } from '../shared/domain-error.js';
import { Messages } from '../shared/messages.js';
import { parseLink, parseNumber } from '../shared/number-and-link.js';
import { parseIsoDate } from '../shared/iso-date.js';
import { parseText } from '../shared/text.js';
import { Cities, type City } from '../properties/property-options.js';
import {
  checkPriceOrder,
  checkReraPattern,
  checkUnitTypes,
  MAX_PROJECT_IMAGES,
  PROJECT_PRICE_RULE,
  ProjectMessages,
  ProjectStatuses,
  ProjectTextRules,
  type ProjectStatus,
} from './project-rules.js';

export { MAX_PROJECT_IMAGES, ProjectStatuses, type ProjectStatus };

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

export function parseProjectDetails(input: Record<string, unknown>): ProjectDetails {
  const e = new FieldErrorCollector();
  const minPrice = e.attempt('min_price', () => parseNumber(input.min_price, 'min_price', PROJECT_PRICE_RULE));
  const maxPrice = e.attempt('max_price', () => parseNumber(input.max_price, 'max_price', PROJECT_PRICE_RULE));
  const details = {
    name: e.attempt('name', () => parseText(input.name, 'name', ProjectTextRules.name)),
    builder: e.attempt('builder', () => parseText(input.builder, 'builder', ProjectTextRules.builder)),
    city: e.attempt('city', () => {
      const city = typeof input.city === 'string' ? input.city.toLowerCase() : input.city;
      if (!city) throw ValidationError.field('city', Messages.required);
      if (!(Cities as readonly unknown[]).includes(city)) throw ValidationError.field('city', coded('CHOOSE_ONE_OF', { options: Cities.join(', ') }));
      return city as City;
    }),
    locality: e.attempt('locality', () => parseText(input.locality, 'locality', ProjectTextRules.locality)),
    description: e.attempt('description', () => parseText(input.description, 'description', ProjectTextRules.description)),
    minPrice,
    maxPrice,
    unitTypes: e.attempt('unit_types', () => {
      const list = input.unit_types ?? [];
      const problem = checkUnitTypes(list);
      if (problem) throw ValidationError.field('unit_types', problem);
      return [...new Set((list as string[]).map((u) => u.trim()))];
    }),
    possessionDate: e.attempt('possession_date', () => parseIsoDate(input.possession_date, 'possession_date')),
    reraNumber: e.attempt('rera_number', () => {
      const value = parseText(input.rera_number, 'rera_number', ProjectTextRules.rera_number);
      const problem = value === null ? null : checkReraPattern(value);
      if (problem) throw ValidationError.field('rera_number', problem);
      return value?.toUpperCase() ?? null;
    }),
    imageUrls: e.attempt('image_urls', () => {
      const list = input.image_urls ?? [];
      if (!Array.isArray(list)) throw ValidationError.field('image_urls', Messages.link);
      if (list.length > MAX_PROJECT_IMAGES) throw ValidationError.field('image_urls', ProjectMessages.tooManyImages);
      return list.map((u) => parseLink(u, 'image_urls')!).filter(Boolean);
    }),
    status: e.attempt('status', () => {
      const value = input.status ?? 'UPCOMING';
      if (!(ProjectStatuses as readonly unknown[]).includes(value)) throw ValidationError.field('status', ProjectMessages.status);
      return value as ProjectStatus;
    }),
  };
  const order = checkPriceOrder(minPrice ?? null, maxPrice ?? null);
  if (order) e.add('max_price', order);
  e.throwIfAny();
  return details as ProjectDetails;
}
