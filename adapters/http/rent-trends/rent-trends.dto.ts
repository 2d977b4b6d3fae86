import { Transform } from 'class-transformer';
import { IsIn, IsInt, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';
import { JSONSchema } from 'class-validator-jsonschema';
import { Cities, Furnishings } from '../../../domain/properties/property-options.js';
import { coded } from '../validate-dto.js';

const queryNumber = () => Transform(({ value }) => (typeof value === 'string' && value.trim() !== '' ? Number(value) : value));
const MAX_BHK = 10;
const MAX_RENT = 10_000_000;

/** GET /fair-rent: a home's city, locality, BHK and furnishing, and (optionally) the rent to judge. */
export class FairRentQueryDto {
  @IsIn(Cities as unknown as string[], coded('MUST_BE_ONE_OF', { field: 'city', options: Cities.join(', ') })) city: string = undefined as unknown as string;
  @IsString(coded('MUST_BE_TEXT', { field: 'locality' })) @MaxLength(80, coded('AT_MOST_CHARS', { max: 80 })) locality: string = undefined as unknown as string;
  @JSONSchema({ type: 'integer', minimum: 1, maximum: MAX_BHK })
  @queryNumber()
  @IsInt(coded('WHOLE_NUMBER_RANGE', { field: 'bhk', max: MAX_BHK }))
  @Min(1, coded('WHOLE_NUMBER_RANGE', { field: 'bhk', max: MAX_BHK }))
  @Max(MAX_BHK, coded('WHOLE_NUMBER_RANGE', { field: 'bhk', max: MAX_BHK }))
  bhk: number = undefined as unknown as number;
  @IsIn(Furnishings as unknown as string[], coded('MUST_BE_ONE_OF', { field: 'furnishing', options: Furnishings.join(', ') })) furnishing: string = undefined as unknown as string;
  @JSONSchema({ type: 'integer', minimum: 1, maximum: MAX_RENT, description: 'The monthly rent to judge against the usual range' })
  @IsOptional()
  @queryNumber()
  @IsInt(coded('WHOLE_NUMBER_RANGE', { field: 'rent', max: MAX_RENT }))
  @Min(1, coded('WHOLE_NUMBER_RANGE', { field: 'rent', max: MAX_RENT }))
  @Max(MAX_RENT, coded('WHOLE_NUMBER_RANGE', { field: 'rent', max: MAX_RENT }))
  rent?: number = undefined;
}
