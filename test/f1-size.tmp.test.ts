import request from 'supertest';
import { it } from 'vitest';
import { gzipSync } from 'node:zlib';
import { createHttpApp } from '../adapters/http/create-app.js';
import { harness } from '../test/support/harness.js';
import { drainJobs } from '../test/support/jobs.js';
import { UserRepository } from '../application/users/ports/user.repository.port.js';
import { PropertyRepository } from '../application/properties/ports/property.repository.port.js';
import { JobQueue } from '../application/shared/ports/job-queue.port.js';
import { PropertyMother } from '../test/mothers/property.mother.js';
import { UserMother } from '../test/mothers/user.mother.js';
it('size', async () => {
  for (const language of ['en', 'hi'] as const) {
    const h = harness();
    const owner = UserMother.owner(); owner.language = language;
    await h.container.get<UserRepository>(UserRepository).save(owner);
    await h.container.get<PropertyRepository>(PropertyRepository).save(PropertyMother.live(owner.id, { locality: 'Boring Road' }, h.clock.now()));
    h.clock.advanceSeconds(28 * 86400);
    await h.container.get<JobQueue>(JobQueue).enqueue('reconfirm.plan-reminders', {});
    await drainJobs(h.container);
    const text = h.sms!.textsTo(owner.mobileNo!)[0]!;
    const token = /\/o\/(\S+)$/.exec(text)![1]!;
    const res = await request(createHttpApp(h.container).callback()).get(`/o/${token}`).set('Accept-Encoding', 'identity');
    console.log(language, Buffer.byteLength(res.text), gzipSync(res.text).length, 'sms', text.length, JSON.stringify(text));
  }
});
