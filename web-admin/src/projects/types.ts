import type { City } from '../properties/propertyOptions';
import type { ProjectStatus } from './projectOptions';

/** A builder's project as the console API answers it (docs/api.md "Projects and property requests"). */
export interface Project {
  id: string;
  name: string;
  builder: string;
  city: City;
  locality: string;
  description: string | null;
  /** Whole rupees. */
  min_price: number;
  max_price: number;
  /** Short labels such as "2 BHK". */
  unit_types: string[];
  /** YYYY-MM-DD. */
  possession_date: string | null;
  rera_number: string | null;
  image_urls: string[];
  status: ProjectStatus;
  created_at: string;
  updated_at: string;
}
