import { describe, expect, it } from 'vitest';
import { ProjectDto, projectDetails } from '../../adapters/http/projects/projects.dto.js';
import { parseBody } from '../../adapters/http/validate-dto.js';
import { ValidationError } from '../../domain/shared/domain-error.js';
import { Messages } from '../../domain/shared/messages.js';
import { projectForm } from '../mothers/project.mother.js';

/** The console's form as the edge reads it: the request DTO (the project's field readers), then the details. */
const parseProjectDetails = async (input: Record<string, unknown>) => projectDetails(await parseBody(ProjectDto, input));

const fieldsOf = async (input: Record<string, unknown>) => {
  try {
    await parseProjectDetails(input);
  } catch (error) {
    return (error as ValidationError).fields;
  }
  return {};
};

describe('Project: the console form', async () => {
  it('normalises: city slug, RERA number in capitals, unit types trimmed once each, status UPCOMING when not given', async () => {
    const details = await parseProjectDetails(projectForm({ city: 'Patna', rera_number: 'brerap00123-1/456/r-789/2023', unit_types: [' 2 BHK', '2 BHK', '3 BHK '], status: undefined }));
    expect(details).toMatchObject({ city: 'patna', reraNumber: 'BRERAP00123-1/456/R-789/2023', unitTypes: ['2 BHK', '3 BHK'], status: 'UPCOMING', minPrice: 4_500_000 });
  });

  it('refuses a top price below the lowest, under max_price', async () => {
    expect(await fieldsOf(projectForm({ min_price: 9_000_000, max_price: 4_500_000 }))).toEqual({ max_price: 'The highest price cannot be below the lowest.' });
    expect((await parseProjectDetails(projectForm({ min_price: 5_000_000, max_price: 5_000_000 }))).maxPrice).toBe(5_000_000);
  });

  it('reports every bad field at once', async () => {
    const fields = await fieldsOf(projectForm({ name: '', builder: '', city: 'delhi', min_price: 'cheap', rera_number: 'x', image_urls: ['nope'], status: 'SOLD_OUT', possession_date: '2028-13-01' }));
    expect(fields).toMatchObject({ name: Messages.required, builder: Messages.required, min_price: Messages.number, image_urls: Messages.link });
    expect(Object.keys(fields).sort()).toEqual(['builder', 'city', 'image_urls', 'min_price', 'name', 'possession_date', 'rera_number', 'status']);
  });

  it('refuses unit types that are not short labels', async () => {
    expect(Object.keys(await fieldsOf(projectForm({ unit_types: '2 BHK' })))).toEqual(['unit_types']);
    expect(Object.keys(await fieldsOf(projectForm({ unit_types: [''] })))).toEqual(['unit_types']);
    expect(Object.keys(await fieldsOf(projectForm({ unit_types: ['x'.repeat(41)] })))).toEqual(['unit_types']);
  });
});
