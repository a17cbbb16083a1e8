import { Alert, Text } from '@mantine/core';
import {
  SAML_CERTIFICATE_WARNING_DAYS,
  type SamlCertificate,
  samlCertificateDaysLeft,
} from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../lib/format/dates.ts';
import { DataTable } from '../../../lib/tables/DataTable.tsx';

/**
 * The identity provider's signing certificates as the server read them: subject, issuer and expiry,
 * with a warning for one that expires within 30 days (sign-in stops working when it does).
 */
export function SamlCertificates({
  certificates,
  now = new Date(),
}: {
  certificates: SamlCertificate[];
  now?: Date;
}) {
  const { t, i18n } = useTranslation('console');
  const expiring = certificates.filter(
    (c) => samlCertificateDaysLeft(c.validTo, now) <= SAML_CERTIFICATE_WARNING_DAYS,
  );
  return (
    <>
      {expiring.map((c) => (
        <Alert key={c.fingerprint256} color="yellow" title={t('saml.expiringTitle')}>
          {t('saml.expiring', {
            subject: c.subject,
            date: formatDate(c.validTo.slice(0, 10), i18n.language),
            count: Math.max(samlCertificateDaysLeft(c.validTo, now), 0),
          })}
        </Alert>
      ))}
      <DataTable
        minWidth={420}
        caption={t('saml.certificatesCaption')}
        columns={[t('saml.subject'), t('saml.issuer'), t('saml.expires')]}
        rows={certificates.map((c) => ({
          key: c.fingerprint256,
          cells: [
            <Text key="subject" span inherit style={{ wordBreak: 'break-word' }}>
              {c.subject}
            </Text>,
            <Text key="issuer" span inherit style={{ wordBreak: 'break-word' }}>
              {c.issuer}
            </Text>,
            <Text key="expires" size="sm">
              {formatDate(c.validTo.slice(0, 10), i18n.language)}
            </Text>,
          ],
        }))}
      />
    </>
  );
}
