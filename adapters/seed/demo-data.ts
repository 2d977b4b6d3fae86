import type { LeadRepository } from '../../application/leads/ports/lead.repository.port.js';
import type { UserRepository } from '../../application/users/ports/user.repository.port.js';
import { Lead, type LeadType } from '../../domain/leads/lead.js';
import type { LeadStatus } from '../../domain/leads/lead-status.js';
import type { Role } from '../../domain/users/role.js';
import { User } from '../../domain/users/user.js';

const PEOPLE: Array<[string, string, string, Role, Role | null]> = [
  ['Rakesh', 'Sinha', '9801000001', 'OWNER', null],
  ['Sunita', 'Devi', '9801000002', 'OWNER', null],
  ['Manoj', 'Kumar', '9801000003', 'OWNER', null],
  ['Priya', 'Singh', '9801000011', 'TENANT', null],
  ['Amit', 'Raj', '9801000012', 'TENANT', 'OWNER'],
  ['Neha', 'Kumari', '9801000013', 'TENANT', null],
  ['Vikash', 'Yadav', '9801000021', 'RIDER', null],
  ['Sonu', 'Paswan', '9801000022', 'RIDER', null],
];

const LEADS: Array<[string, string, string, LeadType, LeadStatus, string | null]> = [
  ['Ankit', 'Verma', '9801100001', 'TENANT', 'NEW', 'Looking for a 2 BHK near Boring Road, budget 15,000.'],
  ['Pooja', 'Mishra', '9801100002', 'TENANT', 'CONTACTED', 'Need a family flat in Kankarbagh from next month.'],
  ['Ramesh', 'Prasad', '9801100003', 'OWNER', 'NEW', 'I want to list my 3 BHK in Patliputra Colony.'],
  ['Kavita', 'Jha', '9801100004', 'TENANT', 'FOLLOW_UP', 'Single room for a working woman near Patna Junction.'],
  ['Deepak', 'Choudhary', '9801100005', 'OWNER', 'CONVERTED', 'Two shops and a flat in Rajendra Nagar.'],
  ['Shalini', 'Gupta', '9801100006', 'TENANT', 'CLOSED', null],
  ['Rohit', 'Ranjan', '9801100007', 'TENANT', 'NEW', 'Bachelor, 1 BHK, near AIIMS Patna.'],
  ['Meena', 'Kumari', '9801100008', 'PROPERTY', 'NEW', 'Is the Bailey Road flat still available?'],
  ['Sanjay', 'Thakur', '9801100009', 'OWNER', 'CONTACTED', 'Independent house in Danapur.'],
  ['Arti', 'Sharma', '9801100010', 'TENANT', 'NEW', 'PG for my daughter near Patna Women’s College.'],
  ['Gaurav', 'Anand', '9801100011', 'TENANT', 'NEW', null],
  ['Nisha', 'Rani', '9801100012', 'PROPERTY', 'CONTACTED', 'Can I visit the Kankarbagh flat on Saturday?'],
];

/** A few owners, tenants, riders and leads so a fresh install has something to show. Runs once. */
export async function seedDemoData(users: UserRepository, leads: LeadRepository, adminId: string, now: Date): Promise<boolean> {
  const existing = await leads.list({ filter: {}, sort: { field: 'createdAt', order: 'DESC' }, offset: 0, limit: 1 });
  if (existing.total > 0 || (await users.findByMobile(PEOPLE[0]![2]))) return false;

  for (const [firstName, lastName, mobileNo, primaryRole, secondaryRole] of PEOPLE) {
    await users.save(User.register({ firstName, lastName, mobileNo, primaryRole, secondaryRole }, now));
  }
  let minutesAgo = LEADS.length * 95;
  for (const [firstName, lastName, mobileNo, type, status, description] of LEADS) {
    const createdAt = new Date(now.getTime() - minutesAgo * 60_000);
    minutesAgo -= 95;
    const lead = Lead.submit(
      {
        firstName,
        lastName,
        mobileNo,
        email: null,
        description,
        type,
        // Property leads point at demo ids until the property catalogue exists.
        propertyId: type === 'PROPERTY' ? '00000000-0000-4000-8000-0000000000' + mobileNo.slice(-2) : null,
        clientIp: null,
      },
      createdAt,
    );
    const path: Record<LeadStatus, LeadStatus[]> = {
      NEW: [],
      CONTACTED: ['CONTACTED'],
      FOLLOW_UP: ['CONTACTED', 'FOLLOW_UP'],
      CONVERTED: ['CONTACTED', 'CONVERTED'],
      CLOSED: ['CLOSED'],
    };
    for (const step of path[status]) lead.changeStatus(step, adminId, createdAt);
    await leads.save(lead);
  }
  return true;
}
