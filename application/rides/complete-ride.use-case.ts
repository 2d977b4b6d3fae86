import { v7 as uuidv7 } from 'uuid';
import type { ImageVariant } from '../../domain/properties/property-image.js';
import { MAX_REPORT_PHOTOS, parseRideReport, ReportMessages, type Ride, type RideReportPhoto } from '../../domain/rides/ride.js';
import { coded, ConcurrentModificationError, ValidationError } from '../../domain/shared/domain-error.js';
import { INDIA_TIME_ZONE } from '../../domain/shared/india-date.js';
import type { User } from '../../domain/users/user.js';
import { MAX_IMAGE_BYTES, type ImageProcessor } from '../properties/ports/image-processor.port.js';
import type { ImageStorage } from '../properties/ports/image-storage.port.js';
import type { PropertyRepository } from '../properties/ports/property.repository.port.js';
import { closeOpenReports } from '../listing-reports/listing-report-access.js';
import type { ListingReportRepository } from '../listing-reports/ports/listing-report.repository.port.js';
import { enqueueVerifiedListingMatch } from '../search-alerts/search-alert-jobs.js';
import type { Clock } from '../shared/ports/clock.port.js';
import type { JobQueue } from '../shared/ports/job-queue.port.js';
import { retryOnConflict } from '../shared/retry-on-conflict.js';
import type { UnitOfWork } from '../shared/ports/unit-of-work.port.js';
import type { RideRepository } from './ports/ride.repository.port.js';
import { loadRide } from './ride-access.js';
import { actorIn, viewRides, type RideView } from './ride-views.js';
import type { UserRepository } from '../users/ports/user.repository.port.js';

const DATE = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', year: 'numeric', timeZone: INDIA_TIME_ZONE });

export interface CompleteRideInput {
  actor: User;
  rideId: string;
  /** Did the home match its listing; null when the rider did not say. */
  matched: boolean | null;
  differences?: string | null;
  notes?: string | null;
  photos: Uint8Array[];
}

/**
 * The assigned rider ends a started visit with a report: did the home match its listing, what differed,
 * notes and up to 10 photos (checked and turned into WebP variants like listing photos, all before anything
 * is stored). A match gives the listing the mark "Verified by a rider on <date>" (it lapses like any
 * verification); differences send a live listing back to review with what differed as its note.
 */
export class CompleteRide {
  constructor(
    private readonly rides: RideRepository,
    private readonly properties: PropertyRepository,
    private readonly processor: ImageProcessor,
    private readonly storage: ImageStorage,
    private readonly jobs: JobQueue,
    private readonly clock: Clock,
    private readonly unitOfWork: UnitOfWork,
    private readonly reports: ListingReportRepository,
    private readonly users: UserRepository,
  ) {}

  async execute(input: CompleteRideInput): Promise<RideView> {
    const ride = await loadRide(this.rides, input.rideId);
    const actor = actorIn(ride, input.actor);
    if (input.photos.length > MAX_REPORT_PHOTOS) throw ValidationError.field('photos', ReportMessages.tooManyPhotos);
    if (input.photos.some((f) => f.byteLength > MAX_IMAGE_BYTES)) throw ValidationError.field('photos', coded('GALLERY_TOO_LARGE', { max: MAX_IMAGE_BYTES / (1024 * 1024) }));
    // Answers and the move first (cheap), so a wrong move or a missing answer costs no image work; the ride is
    // saved only once its photos are stored.
    ride.complete(actor, parseRideReport(input, []), this.clock.now());

    const processed = [];
    for (const file of input.photos) {
      try {
        processed.push(await this.processor.process(file));
      } catch (error) {
        if (error instanceof ValidationError) throw ValidationError.field('photos', Object.values(error.fields)[0] ?? error.message);
        throw error;
      }
    }
    const photos: RideReportPhoto[] = [];
    const stored: string[] = [];
    try {
      for (const image of processed) {
        const id = uuidv7();
        const variants: ImageVariant[] = [];
        for (const variant of image.variants) {
          const key = `rides/${ride.id}/${id}-${variant.width}.webp`;
          await this.storage.put(key, variant.body, 'image/webp');
          stored.push(key);
          variants.push({ width: variant.width, height: variant.height, key });
        }
        photos.push({ id, width: image.width, height: image.height, variants });
      }
      ride.attachReportPhotos(photos);
      // The report and what it does to the listing are stored together; if either fails, neither is, and the
      // photos already put in storage are taken out again.
      await this.unitOfWork.run(async () => {
        await this.rides.save(ride);
        await this.markListing(ride);
      });
    } catch (error) {
      await this.storage.delete(stored).catch(() => {});
      throw error;
    }
    return (await viewRides([ride], this.properties, this.users))[0]!;
  }

  /** The listing learns what the visit found; a concurrent edit of the listing is retried on a fresh copy. */
  private async markListing(ride: Ride): Promise<void> {
    const report = ride.report!;
    await retryOnConflict(3, async () => {
      const property = await this.properties.findById(ride.propertyId);
      if (!property) return;
      const now = this.clock.now();
      if (report.matched) {
        if (property.status !== 'LIVE' && property.status !== 'SUBMITTED') return;
        property.verify(ride.riderId!, now, 'RIDER_VISIT');
      } else {
        if (property.status !== 'LIVE') return;
        property.sendBackToReview(`A rider's visit on ${DATE.format(ride.slotStartAt)} found differences: ${report.differences}`, now);
      }
      await this.properties.save(property);
      // Verified now: the verified-only search alerts it shows in hear of it (with the report: never for one rolled back).
      if (report.matched) await enqueueVerifiedListingMatch(this.jobs, property.id);
      // Sent back to review: off the site, its open reports close with it (in the same unit of work).
      else await closeOpenReports(this.reports, property, now);
    });
  }
}
