import { sandboxInvoiceStatuses, sandboxTimeOffTypes, sandboxWorkerStatuses } from '@portal/contracts';

/** Workers per sandbox tenant (docs/product/sandbox.md SANDBOX-1). */
export const SANDBOX_WORKERS = 2_000;

/** A tenant's seed: FNV-1a of its name, so the same tenant always gets the same data. */
export function seedOf(tenant: string): number {
  let hash = 0x811c9dc5;
  for (const char of tenant) {
    hash ^= char.codePointAt(0)!;
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/** mulberry32: small, fast and deterministic; Math.random would give every start different data. */
function generator(seed: number) {
  let state = seed;
  const next = () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    int: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)),
    pick: <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)]!,
  };
}

const GIVEN = [
  'Ada',
  'Ben',
  'Chloé',
  'Dev',
  'Elif',
  'Farah',
  'Gustavo',
  'Hana',
  'Ines',
  'Jonas',
  'Kwame',
  'Lena',
  'Marco',
  'Nia',
  'Oskar',
  'Priya',
  'Quinn',
  'Rosa',
  'Sami',
  'Tomás',
  'Uma',
  'Viktor',
  'Wen',
  'Xavier',
  'Yara',
  'Zoe',
  'Aiko',
  'Bruno',
  'Carmen',
  'Diego',
];
const FAMILY = [
  'Nguyen',
  'Smith',
  'García',
  'Müller',
  'Okafor',
  'Rossi',
  'Kowalski',
  'Tanaka',
  'Dubois',
  'Patel',
  'Andersson',
  'Silva',
  'Cohen',
  'Haddad',
  'Ivanova',
  'Jensen',
  'Kim',
  'López',
  'Murphy',
  "O'Brien",
  'Petrov',
  'Quispe',
  'Schmidt',
  'Tremblay',
  'Usman',
  'Varga',
  'Wright',
  'Yilmaz',
  'Zhang',
  'Barros',
];
const LOCATIONS = [
  'Pleasanton, US',
  'New York, US',
  'Toronto, CA',
  'Montréal, CA',
  'Dublin, IE',
  'London, GB',
  'Berlin, DE',
  'Paris, FR',
  'Singapore, SG',
  'Sydney, AU',
];
const DEPARTMENTS = [
  'Engineering',
  'Finance',
  'People',
  'Sales',
  'Marketing',
  'Support',
  'Legal',
  'Operations',
  'Product',
  'Security',
];
const PROFILES: [string, string, string][] = [
  ['Software Engineer', 'Engineering', 'Individual Contributor'],
  ['Senior Software Engineer', 'Engineering', 'Individual Contributor'],
  ['Engineering Manager', 'Engineering', 'Manager'],
  ['Financial Analyst', 'Finance', 'Individual Contributor'],
  ['Controller', 'Finance', 'Manager'],
  ['HR Business Partner', 'People', 'Individual Contributor'],
  ['Recruiter', 'People', 'Individual Contributor'],
  ['Account Executive', 'Sales', 'Individual Contributor'],
  ['Sales Director', 'Sales', 'Director'],
  ['Product Manager', 'Product', 'Individual Contributor'],
  ['Support Specialist', 'Support', 'Individual Contributor'],
  ['Security Analyst', 'Security', 'Individual Contributor'],
  ['Counsel', 'Legal', 'Individual Contributor'],
  ['Operations Manager', 'Operations', 'Manager'],
  ['Marketing Manager', 'Marketing', 'Manager'],
];
const SUPPLIER_WORDS = [
  'Northwind',
  'Contoso',
  'Fabrikam',
  'Globex',
  'Initech',
  'Umbrella',
  'Stark',
  'Wayne',
  'Acme',
  'Tyrell',
  'Cyberdyne',
  'Soylent',
];
const SUPPLIER_KINDS = ['Logistics', 'Software', 'Consulting', 'Facilities', 'Catering', 'Hardware'];
const PLANS = ['Vacation', 'Sick'];

const pad = (n: number, width: number) => String(n).padStart(width, '0');
const day = (epochDay: number) => new Date(epochDay * 86_400_000).toISOString().slice(0, 10);
const ascii = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[^A-Za-z]/g, '')
    .toLowerCase();

/**
 * The tenant's whole data set, generated from its seed: the same tenant gets the same rows on every
 * machine (a developer's test against acme_sb finds W-00042 where they left it before a reset).
 */
export function generateDataset(tenant: string, workers = SANDBOX_WORKERS) {
  const random = generator(seedOf(tenant));
  const organizations = [
    {
      id: 'ORG-001',
      name: `${tenant} Inc.`,
      type: 'Company' as const,
      parentId: null,
      location: LOCATIONS[0]!,
    },
    ...DEPARTMENTS.map((name, i) => ({
      id: `ORG-${pad(i + 2, 3)}`,
      name,
      type: 'Supervisory' as const,
      parentId: 'ORG-001',
      location: random.pick(LOCATIONS),
    })),
    ...DEPARTMENTS.map((name, i) => ({
      id: `CC-${pad(i + 1, 4)}`,
      name: `${name} cost center`,
      type: 'Cost Center' as const,
      parentId: 'ORG-001',
      location: random.pick(LOCATIONS),
    })),
  ];
  const jobProfiles = PROFILES.map(([title, jobFamily, managementLevel], i) => ({
    id: `JP-${pad(i + 1, 3)}`,
    title,
    jobFamily,
    managementLevel,
    payGrade: `P${managementLevel === 'Individual Contributor' ? random.int(1, 4) : random.int(5, 8)}`,
  }));
  const workerRows = Array.from({ length: workers }, (_, i) => {
    const givenName = random.pick(GIVEN);
    const familyName = random.pick(FAMILY);
    const profileIndex = random.int(0, PROFILES.length - 1);
    const department = DEPARTMENTS.indexOf(PROFILES[profileIndex]![1]);
    const id = `W-${pad(i + 1, 5)}`;
    return {
      id,
      givenName,
      familyName,
      email: `${ascii(givenName)}.${ascii(familyName)}.${i + 1}@${tenant.replace(/_/g, '-')}.example`,
      jobProfileId: jobProfiles[profileIndex]!.id,
      organizationId: `ORG-${pad(department + 2, 3)}`,
      costCenterId: `CC-${pad(department + 1, 4)}`,
      location: random.pick(LOCATIONS),
      hireDate: day(random.int(14_000, 20_400)),
      status: random.next() < 0.92 ? sandboxWorkerStatuses[0] : random.pick(sandboxWorkerStatuses.slice(1)),
      annualSalary: (random.int(45, 240) * 1000).toFixed(2),
      currency: 'USD',
    };
  });
  const balances = workerRows.flatMap((worker) =>
    PLANS.map((plan) => ({ workerId: worker.id, plan, balanceHours: (random.int(0, 320) / 2).toFixed(2) })),
  );
  const timeOff = Array.from({ length: Math.ceil(workers / 5) }, (_, i) => {
    const start = random.int(20_400, 20_800);
    const days = random.int(1, 10);
    return {
      id: `TOR-${pad(i + 1, 6)}`,
      workerId: random.pick(workerRows).id,
      type: random.pick(sandboxTimeOffTypes),
      startDate: day(start),
      endDate: day(start + days - 1),
      hours: (days * 8).toFixed(2),
      status: random.pick(['Submitted', 'Approved', 'Approved', 'Denied'] as const),
    };
  });
  const suppliers = Array.from({ length: 60 }, (_, i) => ({
    id: `SUP-${pad(i + 1, 4)}`,
    name: `${random.pick(SUPPLIER_WORDS)} ${random.pick(SUPPLIER_KINDS)} ${i + 1}`,
    country: random.pick(LOCATIONS).slice(-2),
    status: random.next() < 0.9 ? ('Active' as const) : ('Inactive' as const),
  }));
  const invoices = Array.from({ length: 800 }, (_, i) => {
    const issued = random.int(20_000, 20_800);
    return {
      id: `INV-${pad(i + 1, 6)}`,
      supplierId: random.pick(suppliers).id,
      number: `${random.int(1000, 9999)}-${pad(i + 1, 5)}`,
      amount: (random.int(5_000, 5_000_000) / 100).toFixed(2),
      currency: 'USD',
      invoiceDate: day(issued),
      dueDate: day(issued + 30),
      status: random.pick(sandboxInvoiceStatuses),
    };
  });
  return { organizations, jobProfiles, workers: workerRows, balances, timeOff, suppliers, invoices };
}

export type SandboxDataset = ReturnType<typeof generateDataset>;
