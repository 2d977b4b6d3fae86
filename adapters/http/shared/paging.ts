import { Transform } from 'class-transformer';
import { IsInt, IsOptional, Max, Min } from 'class-validator';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE, type Page } from '../../../application/shared/list-query.js';
import { envelope, pageMeta } from '../envelope.js';
import { coded } from '../validate-dto.js';

/** The largest page number a list pages to. */
export const MAX_PAGE = 100_000;

const pageSize = coded('WHOLE_NUMBER_RANGE', { field: 'limit', max: MAX_PAGE_SIZE });
const pageNumber = coded('WHOLE_NUMBER_RANGE', { field: 'page', max: MAX_PAGE });

/**
 * The one paging rule of every envelope list, in a JSON body or a query string: `limit` 1-100 (10 when absent),
 * `page` from 1; anything else is a 400 with these messages. A list's DTO extends it.
 */
/** A query string's number as a number (`parseQuery`); a JSON body's value as it came. */
const queryNumber = () => Transform(({ value }) => (typeof value === 'string' ? Number(value) : value));

export class PageDto {
  @IsOptional() @queryNumber() @IsInt(pageSize) @Min(1, pageSize) @Max(MAX_PAGE_SIZE, pageSize) limit?: number = undefined;
  @IsOptional() @queryNumber() @IsInt(pageNumber) @Min(1, pageNumber) @Max(MAX_PAGE, pageNumber) page?: number = undefined;
}

/** The page a checked PageDto asks for, with its offset. */
export function pageOf(dto: PageDto): { limit: number; page: number; offset: number } {
  const limit = dto.limit ?? DEFAULT_PAGE_SIZE;
  const page = dto.page ?? 1;
  return { limit, page, offset: (page - 1) * limit };
}

/**
 * An envelope list's answer: the page a checked PageDto asks for, read at its offset and limit, each item written by
 * the writer `row` makes after the read (so what it needs, e.g. the time, is read once), with the page's meta.
 */
export async function envelopePage<T>(dto: PageDto, read: (offset: number, limit: number) => Promise<Page<T>>, row: () => (item: T) => unknown) {
  const { limit, page, offset } = pageOf(dto);
  const result = await read(offset, limit);
  const write = row();
  return envelope({ data: result.items.map((item) => write(item)), meta: pageMeta(page, limit, result.total) });
}
