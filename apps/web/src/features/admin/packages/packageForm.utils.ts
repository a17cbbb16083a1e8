import {
  type EntitlementMeasure,
  type EntitlementName,
  type EntitlementPackage,
  entitlementCatalogue,
  type PackageWrite,
  packageWriteSchema,
} from '@portal/contracts';

/** The form's state: an empty limit keeps the entitlement's default. */
export type PackageDraft = {
  name: string;
  description: string;
  entitlements: { name: EntitlementName; limits: Partial<Record<EntitlementMeasure, number | ''>> }[];
};

export type PackageFormIssues = Partial<Record<'name' | 'description' | 'entitlements', string>>;

export const emptyDraft: PackageDraft = { name: '', description: '', entitlements: [] };

export const draftOf = (pkg: EntitlementPackage): PackageDraft => ({
  name: pkg.name,
  description: pkg.description,
  entitlements: pkg.entitlements.map((e) => ({ name: e.name, limits: { ...e.limits } })),
});

/** The measures an entitlement grants a limit for: the ones a package may set instead. */
export const measuresOf = (name: EntitlementName) =>
  Object.keys(entitlementCatalogue[name].limits) as EntitlementMeasure[];

/** The request body: the limits left empty are left out, so the entitlement's defaults apply. */
export function writeOf(draft: PackageDraft): PackageWrite {
  return {
    name: draft.name,
    description: draft.description,
    entitlements: draft.entitlements.map((e) => ({
      name: e.name,
      limits: Object.fromEntries(
        Object.entries(e.limits).filter(([, value]) => value !== '' && value !== undefined),
      ) as Partial<Record<EntitlementMeasure, number>>,
    })),
  };
}

/** The contracts' checks (the server makes the same), each field's first message. */
export function packageFormIssues(draft: PackageDraft): PackageFormIssues {
  const parsed = packageWriteSchema.safeParse(writeOf(draft));
  if (parsed.success) return {};
  const issues: PackageFormIssues = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0];
    if ((field === 'name' || field === 'description' || field === 'entitlements') && !issues[field])
      issues[field] = issue.message;
  }
  return issues;
}
