import { v7 as uuidv7 } from 'uuid';
import { coded, refusalOf, ValidationError, type CodedText } from '../shared/domain-error.js';
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

export { checkPriceOrder, MAX_PROJECT_IMAGES, ProjectStatuses, type ProjectStatus };

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

/**
 * Each field of the console's project form, read by its rule: the typed, normalised value, or a ValidationError with
 * the field's message (under the form's field name). The HTTP edge checks a request with these and builds the
 * ProjectDetails the use cases take; the console's form says the same words through the shared rules.
 */
export const ProjectFieldReaders = {
  name: (input: unknown): string => parseText(input, 'name', ProjectTextRules.name)!,
  builder: (input: unknown): string => parseText(input, 'builder', ProjectTextRules.builder)!,
  city: (input: unknown): City => {
    const city = typeof input === 'string' ? input.toLowerCase() : input;
    if (!city) throw ValidationError.field('city', Messages.required);
    if (!(Cities as readonly unknown[]).includes(city)) throw ValidationError.field('city', coded('CHOOSE_ONE_OF', { options: Cities.join(', ') }));
    return city as City;
  },
  locality: (input: unknown): string => parseText(input, 'locality', ProjectTextRules.locality)!,
  description: (input: unknown): string | null => parseText(input, 'description', ProjectTextRules.description),
  minPrice: (input: unknown): number => parseNumber(input, 'min_price', PROJECT_PRICE_RULE)!,
  maxPrice: (input: unknown): number => parseNumber(input, 'max_price', PROJECT_PRICE_RULE)!,
  unitTypes: (input: unknown): string[] => {
    const list = input ?? [];
    const problem = checkUnitTypes(list);
    if (problem) throw ValidationError.field('unit_types', problem);
    return [...new Set((list as string[]).map((u) => u.trim()))];
  },
  possessionDate: (input: unknown): string | null => parseIsoDate(input, 'possession_date'),
  reraNumber: (input: unknown): string | null => {
    const value = parseText(input, 'rera_number', ProjectTextRules.rera_number);
    const problem = value === null ? null : checkReraPattern(value);
    if (problem) throw ValidationError.field('rera_number', problem);
    return value?.toUpperCase() ?? null;
  },
  imageUrls: (input: unknown): string[] => {
    const list = input ?? [];
    if (!Array.isArray(list)) throw ValidationError.field('image_urls', Messages.link);
    if (list.length > MAX_PROJECT_IMAGES) throw ValidationError.field('image_urls', ProjectMessages.tooManyImages);
    return list.map((u) => parseLink(u, 'image_urls')!).filter(Boolean);
  },
  /** A new project without a status is UPCOMING. */
  status: (input: unknown): ProjectStatus => {
    const value = input ?? 'UPCOMING';
    if (!(ProjectStatuses as readonly unknown[]).includes(value)) throw ValidationError.field('status', ProjectMessages.status);
    return value as ProjectStatus;
  },
} as const satisfies { [K in keyof ProjectDetails]: (input: unknown) => ProjectDetails[K] };

/** The text of a field the rule refuses, or null (the form's check: what the reader would throw). */
export function checkProjectField(field: keyof ProjectDetails, input: unknown): CodedText | null {
  return refusalOf(() => ProjectFieldReaders[field](input));
}

/** The details a project has now (to apply a partial change over). */
export function detailsOf(project: Project): ProjectDetails {
  const { name, builder, city, locality, description, minPrice, maxPrice, unitTypes, possessionDate, reraNumber, imageUrls, status } = project;
  return { name, builder, city, locality, description, minPrice, maxPrice, unitTypes, possessionDate, reraNumber, imageUrls, status };
}

/** A project's whole details hold together: the highest price is not below the lowest (under max_price). */
export function checkProjectDetails(details: ProjectDetails): void {
  const order = checkPriceOrder(details.minPrice, details.maxPrice);
  if (order) throw ValidationError.field('max_price', order);
}
