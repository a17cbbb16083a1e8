import type { ProductUpdateBody } from '@portal/contracts';
import type { ProductUpdatesService } from '../modules/productUpdates/productUpdates.service.ts';
import { demoUsers } from './identityDemo.ts';

const DAY = 24 * 60 * 60 * 1000;

/** The feed as staff would have written it over the last weeks: what this portal really offers. */
const entries: (ProductUpdateBody & { daysAgo: number })[] = [
  {
    daysAgo: 1,
    category: 'feature',
    title: 'Support cases in the portal',
    body: 'Developer support contacts open cases with screenshots and logs attached, and follow the answers on the Support page.',
    link: '/support',
  },
  {
    daysAgo: 3,
    category: 'feature',
    title: 'Documentation, search and downloads',
    body: 'Guides for apps, tenants, the three APIs and orchestrations; one search box over the docs, the catalog, the API operations and your company’s apps (Ctrl+K); app starters and API descriptions to download with their checksums.',
    link: '/documentation',
  },
  {
    daysAgo: 12,
    category: 'improvement',
    title: 'Faster log search',
    body: 'Searches over a month of logs answer in well under a second, and a long one no longer slows anyone else’s.',
    link: '/console/analytics/logs',
  },
  {
    daysAgo: 30,
    category: 'retirement',
    title: 'The flow builder is retired',
    body: 'Orchestrations replace the flow builder. The retired functionality page lists what went and where it went.',
    link: '/retired-functionality',
  },
];

/** Seeds the demo feed, dated back from `now`, as the staff account. */
export async function seedProductUpdatesDemo(service: ProductUpdatesService, now: Date) {
  const staff = demoUsers.find((user) => user.email === 'staff@demo.example')!;
  for (const { daysAgo, ...body } of entries) {
    await service.publish(body, staff.id, new Date(now.getTime() - daysAgo * DAY));
  }
}
