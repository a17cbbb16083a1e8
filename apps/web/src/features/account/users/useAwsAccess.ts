import type { OrgMember } from '@portal/contracts';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isHttpError } from '../../../lib/http/HttpError.ts';
import { toast } from '../../../lib/toasts/toasts.ts';
import { awsAccessApi, awsAccessQueryOptions } from './api/awsAccessApi.ts';
import { useUsersMutation } from './api/usersApi.ts';

const nameOf = (member: OrgMember) => `${member.firstName} ${member.lastName}`;

/**
 * AWS access on the users page (docs/product/people.md PEOPLE-7): who holds it against the company's maximum,
 * a grant at once, a removal after confirmation. Any failed write shows PEOPLE-7's message; a refusal of the
 * server's (the user limit) is its title, so the admin learns why.
 */
export function useAwsAccess(org: string, canManage: boolean) {
  const { t } = useTranslation('console');
  const summary = useQuery({ ...awsAccessQueryOptions(org), enabled: canManage && !!org });
  const [removing, setRemoving] = useState<OrgMember | null>(null);
  const grant = useUsersMutation(org, (member: OrgMember) => awsAccessApi.grant(org, member.userUuid));
  const remove = useUsersMutation(org, (member: OrgMember) => awsAccessApi.remove(org, member.userUuid));
  const holders = new Set(summary.data?.data.map((held) => held.userUuid));
  const fail = (key: 'grantFailed' | 'removeFailed', member: OrgMember, error: unknown) =>
    toast.error(
      t(`users.aws.${key}`, { userName: nameOf(member) }),
      isHttpError(error) && error.status === 409 ? { title: error.message } : undefined,
    );

  return {
    summary: summary.data,
    isHeld: (member: OrgMember) => holders.has(member.userUuid),
    /** The member whose grant or removal is under way: their switch waits. */
    busyUser: grant.isPending
      ? grant.variables?.userUuid
      : remove.isPending
        ? remove.variables?.userUuid
        : undefined,
    toggle(member: OrgMember, next: boolean) {
      if (!next) return setRemoving(member);
      grant.mutate(member, {
        onSuccess: () => toast.info(t('users.aws.granted', { userName: nameOf(member) })),
        onError: (error) => fail('grantFailed', member, error),
      });
    },
    removing,
    isRemoving: remove.isPending,
    cancelRemove: () => setRemoving(null),
    confirmRemove() {
      if (!removing) return;
      const member = removing;
      remove.mutate(member, {
        onSuccess: () => toast.info(t('users.aws.removed', { userName: nameOf(member) })),
        onError: (error) => fail('removeFailed', member, error),
        onSettled: () => setRemoving(null),
      });
    },
  };
}
export type AwsAccessControls = ReturnType<typeof useAwsAccess>;
