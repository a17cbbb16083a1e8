/**
 * Files that hold dates written out, with how many and why none is compared with now (checked by
 * calendarDates.test.ts). A date that the code compares with now does not belong here: compute
 * it from Date.now() in the test, or give the code under test its clock.
 */
export const calendarDatesAllowed: Record<string, { dates: number; reason: string }> = {
  'apps/server/drizzle/0009_terms_versions.sql': {
    dates: 1,
    reason:
      'The first terms version, published 2026-01-01: the terms in force are the latest published, never compared with now.',
  },
  'apps/server/src/calendarDates.test.ts': { dates: 9, reason: "The check's own examples of what it finds." },
  'apps/server/src/db/pgliteThread/pgliteThread.test.ts': {
    dates: 4,
    reason: 'A fixed instant written, parsed or serialised; nothing is compared with now.',
  },
  'apps/server/src/db/tenantsBackfill.api.test.ts': {
    dates: 2,
    reason:
      'Deployment days the backfill copies as they are; it compares them with each other, not with now.',
  },
  'apps/server/src/modules/apiClients/clientHealth.test.ts': {
    dates: 1,
    reason:
      'The function under test takes now as an argument; the test gives it this fixed now and instants around it.',
  },
  'apps/server/src/modules/apps/appExistence.api.test.ts': {
    dates: 2,
    reason:
      'Dates no run will reach: a license that ends 2099-12-31 (Active until then) and one that ended in 2020.',
  },
  'apps/server/src/modules/apps/lifecycle.api.test.ts': {
    dates: 4,
    reason:
      'Dates no run will reach: a license that ends 2099-12-31 (Active until then) and one that ended in 2020.',
  },
  'apps/server/src/modules/builds/pipeline/runBuild.test.ts': {
    dates: 1,
    reason:
      'Zip entry times of a test archive; the build keeps or rewrites them, never compares them with now.',
  },
  'apps/server/src/modules/copilot/copilot.api.test.ts': {
    dates: 2,
    reason: 'A backwards range (end before start): refused whatever the day.',
  },
  'apps/server/src/modules/docs/docs.api.test.ts': {
    dates: 1,
    reason: "A page's 'updated' front matter, shown as written.",
  },
  'apps/server/src/modules/docs/markdown/renderDoc.test.ts': {
    dates: 3,
    reason: "A page's 'updated' front matter, parsed and shown as written.",
  },
  'apps/server/src/modules/downloads/downloads.api.test.ts': {
    dates: 1,
    reason:
      'A version or file name that reads as a date (schema versions, the first terms version); never compared with now.',
  },
  'apps/server/src/modules/entitlements/entitlements.api.test.ts': {
    dates: 6,
    reason:
      'Grant start days (and one invalid day) stored and echoed in the audit line; holding an entitlement does not depend on now, and the limits asserted are the same in every usage year.',
  },
  'apps/server/src/modules/identity/identity.api.test.ts': {
    dates: 1,
    reason:
      'A version or file name that reads as a date (schema versions, the first terms version); never compared with now.',
  },
  'apps/server/src/modules/logs/auditTrail.api.test.ts': {
    dates: 2,
    reason:
      'Dates no run will reach: a license that ends 2099-12-31 (Active until then) and one that ended in 2020.',
  },
  'apps/server/src/modules/logs/logArchives.service.test.ts': {
    dates: 4,
    reason:
      'An archive row and its lines as the archive job reads them; the job writes the range it is given, whatever the day.',
  },
  'apps/server/src/modules/logs/logExport.test.ts': {
    dates: 2,
    reason: 'A fixed instant written, parsed or serialised; nothing is compared with now.',
  },
  'apps/server/src/modules/logs/logReadDeadline.test.ts': {
    dates: 5,
    reason:
      'The read deadline runs on a fake clock set to a fixed now (vi.useFakeTimers) and a range before it.',
  },
  'apps/server/src/modules/logs/logRetention.api.test.ts': {
    dates: 1,
    reason:
      'The function under test takes now as an argument; the test gives it this fixed now and instants around it.',
  },
  'apps/server/src/modules/logs/logSlices.test.ts': {
    dates: 1,
    reason:
      'The end of a range over an in-memory table the slicing reads; the slicer is given the range and never reads the clock.',
  },
  'apps/server/src/modules/logs/logSpans.test.ts': {
    dates: 26,
    reason: 'How a fixed range splits into day windows and spans: pure arithmetic on the range given.',
  },
  'apps/server/src/modules/logs/logStore.api.test.ts': {
    dates: 11,
    reason:
      'Day partitions for rows of fixed days, read back with an explicit range through the repository (no 30-day rule there); nothing drops partitions by age in these tests.',
  },
  'apps/server/src/modules/orchestrations/engine/schedules.test.ts': {
    dates: 14,
    reason:
      'The function under test takes now as an argument; the test gives it this fixed now and instants around it.',
  },
  'apps/server/src/modules/orchestrations/insights.api.test.ts': {
    dates: 27,
    reason: 'Rows dated inside the explicit range the test asks for; the rule has no window relative to now.',
  },
  'apps/server/src/modules/orchestrations/orchestrations.api.test.ts': {
    dates: 7,
    reason: "The scheduler's tick is given its now; the cron's due minutes are computed from it.",
  },
  'apps/server/src/modules/saml/saml.api.test.ts': {
    dates: 3,
    reason:
      'Grant start days (holding extendsaml does not depend on now) and the demo certificate’s own end, 2125.',
  },
  'apps/server/src/modules/sandbox/graphql/graphql.api.test.ts': {
    dates: 6,
    reason: 'Schema versions (labels) and a time-off request the sandbox stores as given.',
  },
  'apps/server/src/modules/sandbox/graphql/sandboxGraphql.ts': {
    dates: 2,
    reason:
      'A version or file name that reads as a date (schema versions, the first terms version); never compared with now.',
  },
  'apps/server/src/modules/sandbox/graphql/schemaChangelog.test.ts': {
    dates: 9,
    reason: 'Schema versions (labels), and tenureYears given its now.',
  },
  'apps/server/src/modules/sandbox/sandbox.api.test.ts': {
    dates: 8,
    reason:
      'Time-off and invoice days the sandbox stores and checks against each other (end after start), never against now.',
  },
  'apps/server/src/modules/sandbox/sandbox.seeding.test.ts': {
    dates: 2,
    reason: 'A tenant row given to the seeder as it is; the token expiry 2100-01-01 is far ahead of any run.',
  },
  'apps/server/src/modules/sandbox/restOperations.ts': {
    dates: 4,
    reason:
      "The documents' 400 examples: an end date before its start and a due date before its invoice date, compared with each other, never with now.",
  },
  'apps/server/src/modules/sandbox/soap/soap.api.test.ts': {
    dates: 4,
    reason:
      'Time-off days in a SOAP request, checked against each other (end after start), never against now.',
  },
  'apps/server/src/modules/sandbox/soap/soapClient.api.test.ts': {
    dates: 4,
    reason:
      'Time-off dates sent through node-soap, checked against each other by the service, never against now.',
  },
  'apps/server/src/modules/sandbox/soap/wsSecurity.embedded.api.test.ts': {
    dates: 1,
    reason:
      "A tenant fixture's creation date, stored as it is; the password checks never compare it with now.",
  },
  'apps/server/src/modules/search/search.api.test.ts': {
    dates: 1,
    reason: "A page's 'updated' front matter, indexed as written.",
  },
  'apps/server/src/platform/jobs/cronOnce.api.test.ts': {
    dates: 2,
    reason: "Two forwards of one yearly tick: pg-boss's slot keys, compared with each other, never with now.",
  },
  'apps/server/src/platform/responseSerializer.test.ts': {
    dates: 1,
    reason: 'A fixed instant written, parsed or serialised; nothing is compared with now.',
  },
  'apps/server/src/platform/zip/testZips.ts': {
    dates: 1,
    reason: 'Zip entry times of test archives; nothing compares them with now.',
  },
  'apps/server/src/platform/zip/writeZip.ts': {
    dates: 1,
    reason: "The zip format's own epoch (1980-01-01), the earliest time a zip entry can hold.",
  },
  'apps/web/src/features/account/entitlements/EntitlementsPage.test.tsx': {
    dates: 6,
    reason:
      'Stub answers of the API that the page shows as they are; the page compares none of them with now.',
  },
  'apps/web/src/features/account/integrations/IntegrationsPage.test.tsx': {
    dates: 1,
    reason:
      'Stub answers of the API that the page shows as they are; the page compares none of them with now.',
  },
  'apps/web/src/features/account/overview/AccountPage.test.tsx': {
    dates: 2,
    reason:
      'Stub answers of the API that the page shows as they are; the page compares none of them with now.',
  },
  'apps/web/src/features/account/saml/SamlPage.test.tsx': {
    dates: 2,
    reason:
      'Stub answers of the API that the page shows as they are; the page compares none of them with now.',
  },
  'apps/web/src/features/account/users/AwsAccess.test.tsx': {
    dates: 1,
    reason:
      'Stub answers of the API that the page shows as they are; the page compares none of them with now.',
  },
  'apps/web/src/features/admin/apps/AdminAppsPages.test.tsx': {
    dates: 4,
    reason:
      'Stub answers of the API that the page shows as they are; the page compares none of them with now.',
  },
  'apps/web/src/features/admin/build/AdminBuildPages.test.tsx': {
    dates: 2,
    reason:
      'Stub answers of the API that the page shows as they are; the page compares none of them with now.',
  },
  'apps/web/src/features/admin/companies/CompanyPage.test.tsx': {
    dates: 6,
    reason:
      'Stub answers of the API that the page shows as they are; the page compares none of them with now.',
  },
  'apps/web/src/features/admin/packages/PackageFormPages.test.tsx': {
    dates: 2,
    reason:
      'Stub answers of the API that the page shows as they are; the page compares none of them with now.',
  },
  'apps/web/src/features/admin/people/PeopleAdminPages.test.tsx': {
    dates: 1,
    reason:
      'Stub answers of the API that the page shows as they are; the page compares none of them with now.',
  },
  'apps/web/src/features/admin/tutorials/TutorialManagerPage.test.tsx': {
    dates: 1,
    reason:
      'Stub answers of the API that the page shows as they are; the page compares none of them with now.',
  },
  'apps/web/src/features/analytics/SelfTables.test.tsx': {
    dates: 3,
    reason:
      'Stub answers of the API that the page shows as they are; the page compares none of them with now.',
  },
  'apps/web/src/features/analytics/analyticsTestApi.ts': {
    dates: 8,
    reason:
      'Stub answers of the API that the page shows as they are; the page compares none of them with now.',
  },
  'apps/web/src/features/analytics/audits/AuditsPage.test.tsx': {
    dates: 1,
    reason:
      'Stub answers of the API that the page shows as they are; the page compares none of them with now.',
  },
  'apps/web/src/features/analytics/orchestrations/insightsRange.test.ts': {
    dates: 6,
    reason:
      'The function under test takes now as an argument; the test gives it this fixed now and instants around it.',
  },
  'apps/web/src/features/api-clients/ApiClientPages.test.tsx': {
    dates: 8,
    reason:
      'Stub answers of the API that the page shows as they are; the page compares none of them with now.',
  },
  'apps/web/src/features/builder/deploy/DeployTracking.test.tsx': {
    dates: 3,
    reason:
      'Stub answers of the API that the page shows as they are; the page compares none of them with now.',
  },
  'apps/web/src/features/builder/preview/PagePreview.test.tsx': {
    dates: 1,
    reason:
      'Stub answers of the API that the page shows as they are; the page compares none of them with now.',
  },
  'apps/web/src/features/builder/studio/studioTestApi.ts': {
    dates: 1,
    reason:
      'Stub answers of the API that the page shows as they are; the page compares none of them with now.',
  },
  'apps/web/src/features/console-apps/access/AppAccessPanel.test.tsx': {
    dates: 3,
    reason:
      'Stub answers of the API that the page shows as they are; the page compares none of them with now.',
  },
  'apps/web/src/features/console-apps/licensed/LicensedAppPage.test.tsx': {
    dates: 2,
    reason:
      'Stub answers of the API that the page shows as they are; the page compares none of them with now.',
  },
  'apps/web/src/features/console-apps/lifecycle/AppLifecyclePage.test.tsx': {
    dates: 2,
    reason:
      'Stub answers of the API that the page shows as they are; the page compares none of them with now.',
  },
  'apps/web/src/features/console-apps/lifecycle/lifecycleTestApi.ts': {
    dates: 3,
    reason:
      'Stub answers of the API that the page shows as they are; the page compares none of them with now.',
  },
  'apps/web/src/features/console-apps/list/AppsListPage.test.tsx': {
    dates: 3,
    reason:
      'Stub answers of the API that the page shows as they are; the page compares none of them with now.',
  },
  'apps/web/src/features/console-apps/orchestrations/OrchestrationActivity.test.tsx': {
    dates: 1,
    reason:
      'Stub answers of the API that the page shows as they are; the page compares none of them with now.',
  },
  'apps/web/src/features/console-apps/retire/RetireAppDialog.test.tsx': {
    dates: 1,
    reason:
      'Stub answers of the API that the page shows as they are; the page compares none of them with now.',
  },
  'apps/web/src/features/console-apps/view/AppOverviewPage.test.tsx': {
    dates: 1,
    reason:
      'Stub answers of the API that the page shows as they are; the page compares none of them with now.',
  },
  'apps/web/src/features/copilot/HeaderCopilot.test.tsx': {
    dates: 1,
    reason:
      'Stub answers of the API that the page shows as they are; the page compares none of them with now.',
  },
  'apps/web/src/features/documentation/DocPages.test.tsx': {
    dates: 1,
    reason:
      'Stub answers of the API that the page shows as they are; the page compares none of them with now.',
  },
  'apps/web/src/features/explorers/graphql/GraphqlChangelogPage.test.tsx': {
    dates: 5,
    reason:
      'A version or file name that reads as a date (schema versions, the first terms version); never compared with now.',
  },
  'apps/web/src/features/general/retired/retiredFunctionality.ts': {
    dates: 10,
    reason: 'The days old pages were retired, shown on the retired-functionality page as they are.',
  },
  'apps/web/src/features/home/dashboard/HomeDashboard.test.tsx': {
    dates: 4,
    reason:
      'Stub answers of the API that the page shows as they are; the page compares none of them with now.',
  },
  'apps/web/src/features/logs/LogArchives.test.tsx': {
    dates: 2,
    reason:
      'Stub answers of the API that the page shows as they are; the page compares none of them with now.',
  },
  'apps/web/src/features/logs/LogsView.test.tsx': {
    dates: 2,
    reason:
      'Stub answers of the API that the page shows as they are; the page compares none of them with now.',
  },
  'apps/web/src/features/logs/logSearch.utils.test.ts': {
    dates: 5,
    reason:
      'The function under test takes now as an argument; the test gives it this fixed now and instants around it.',
  },
  'apps/web/src/features/logs/logsTestApi.ts': {
    dates: 8,
    reason:
      'Stub answers of the API that the page shows as they are; the page compares none of them with now.',
  },
  'apps/web/src/features/product-updates/HeaderProductUpdates.test.tsx': {
    dates: 1,
    reason:
      'Stub answers of the API that the page shows as they are; the page compares none of them with now.',
  },
  'apps/web/src/features/search/SearchSpotlight.test.tsx': {
    dates: 2,
    reason: 'Stub search hits whose update day the spotlight shows as it is; nothing compares it with now.',
  },
  'apps/web/src/features/search/SearchPage.test.tsx': {
    dates: 1,
    reason:
      'Stub answers of the API that the page shows as they are; the page compares none of them with now.',
  },
  'apps/web/src/test/appsTestApi.ts': {
    dates: 6,
    reason:
      'Stub answers of the API that the page shows as they are; the page compares none of them with now.',
  },
  'apps/web/src/features/console-apps/orchestrations/orchestrationsTestApi.ts': {
    dates: 7,
    reason:
      'Stub answers of the API that the page shows as they are; the page compares none of them with now.',
  },
  'apps/web/src/features/explorers/sandbox/schemaExample.test.ts': {
    dates: 2,
    reason: 'exampleOf is given its today; the example echoes it.',
  },
  'apps/web/src/features/tenants/storedTokens.test.ts': {
    dates: 5,
    reason:
      'The function under test takes now as an argument; the test gives it this fixed now and instants around it.',
  },
  'apps/web/src/features/support/SupportPage.test.tsx': {
    dates: 4,
    reason:
      'Stub answers of the API that the page shows as they are; the page compares none of them with now.',
  },
  'apps/web/src/features/tenants/TenantsPage.test.tsx': {
    dates: 1,
    reason:
      'Stub answers of the API that the page shows as they are; the page compares none of them with now.',
  },
  'apps/web/src/features/tenants/tenantsTestApi.ts': {
    dates: 2,
    reason:
      'Stub answers of the API that the page shows as they are; the page compares none of them with now.',
  },
  'apps/web/src/features/terms/terms.test.tsx': {
    dates: 1,
    reason:
      'Stub answers of the API that the page shows as they are; the page compares none of them with now.',
  },
  'apps/web/src/features/terms/termsGate.test.tsx': {
    dates: 2,
    reason:
      'Stub answers of the API that the page shows as they are; the page compares none of them with now.',
  },
  'apps/web/src/features/tutorials/TutorialPages.test.tsx': {
    dates: 1,
    reason:
      'Stub answers of the API that the page shows as they are; the page compares none of them with now.',
  },
  'apps/web/src/lib/format/dates.test.ts': {
    dates: 11,
    reason: 'A fixed instant written, parsed or serialised; nothing is compared with now.',
  },
  'apps/web/src/test/identityStub.ts': {
    dates: 2,
    reason:
      'The terms version and the day it was agreed to, as the identity API answers them; the web compares the versions, not the days.',
  },
  'bench/processes.test.ts': {
    dates: 1,
    reason: 'A fixed instant written, parsed or serialised; nothing is compared with now.',
  },
  'bench/search.ts': { dates: 1, reason: "A page's 'updated' front matter in the bench's documents." },
  'e2e/graphql-explorer.spec.ts': {
    dates: 2,
    reason:
      'A version or file name that reads as a date (schema versions, the first terms version); never compared with now.',
  },
  'packages/contracts/src/analytics/metrics.test.ts': {
    dates: 9,
    reason:
      'The function under test takes now as an argument; the test gives it this fixed now and instants around it.',
  },
  'packages/contracts/src/entitlements/entitlementPeriod.test.ts': {
    dates: 28,
    reason:
      'The function under test takes now as an argument; the test gives it this fixed now and instants around it.',
  },
  'packages/contracts/src/logs/dateRange.test.ts': {
    dates: 12,
    reason:
      'The function under test takes now as an argument; the test gives it this fixed now and instants around it.',
  },
  'packages/contracts/src/logs/search.test.ts': {
    dates: 4,
    reason:
      'The search request schema checks a range’s shape and order; the 30-day window is checked elsewhere, against now.',
  },
  'packages/contracts/src/tenants/tenantTokens.test.ts': {
    dates: 5,
    reason:
      'The function under test takes now as an argument; the test gives it this fixed now and instants around it.',
  },
  'packages/contracts/src/tenants/tenantsApi.test.ts': {
    dates: 1,
    reason: 'A fixed instant written, parsed or serialised; nothing is compared with now.',
  },
  'apps/server/src/platform/validationSentences.ts': {
    dates: 2,
    reason:
      'An example date in the sentence a user reads for a date field; nothing compares it with anything.',
  },
  'apps/server/src/platform/validationSentences.test.ts': {
    dates: 1,
    reason: 'The example date of that sentence, as the test expects to read it.',
  },
  'apps/server/src/platform/crypto/selfSignedCertificate.test.ts': {
    dates: 1,
    reason: 'The function under test takes now as an argument; the test gives it this fixed now.',
  },
};
