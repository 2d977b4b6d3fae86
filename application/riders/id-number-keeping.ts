import type { KeptIdNumber, RiderApplication } from '../../domain/riders/rider-application.js';
import type { IdDocumentType } from '../../domain/riders/id-documents.js';
import type { SecretBox } from '../shared/ports/secret-box.port.js';
import type { SecretHasher } from '../shared/ports/secret-hasher.port.js';

/** The SecretBox context of an application's ID number: a seal copied onto another application does not open there. */
export function idNumberContext(applicationId: string): string {
  return `rider-id:${applicationId}`;
}

/** The keyed hash an Aadhaar number is recognised by (never stored whole, not even sealed). */
export function aadhaarHash(hasher: SecretHasher, number: string): string {
  return hasher.hash(`aadhaar:${number}`);
}

/** How a (checked, normalised) number of this document is kept: an Aadhaar's hash only, any other sealed. */
export async function keptIdNumber(
  tools: { box: SecretBox; hasher: SecretHasher },
  application: { id: string; idDocumentType: IdDocumentType },
  number: string,
): Promise<KeptIdNumber> {
  if (application.idDocumentType === 'AADHAAR') return { sealed: null, hash: aadhaarHash(tools.hasher, number) };
  return { sealed: await tools.box.seal(number, idNumberContext(application.id)), hash: null };
}

/** Seals (or hashes) the number `submit` checked and records it on the application, before it is first saved. */
export async function keepIdNumber(tools: { box: SecretBox; hasher: SecretHasher }, application: RiderApplication, number: string): Promise<void> {
  application.keepIdNumber(await keptIdNumber(tools, application, number));
}
