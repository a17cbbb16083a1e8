import { Alert, Button, Group, SegmentedControl, Stack } from '@mantine/core';
import { type CollectionRequestFormat, collectionRequestFormats } from '@portal/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PortalModal } from '../../../../lib/modals/PortalModal.tsx';
import type { NewRequest } from '../newRequests.ts';
import { GraphqlOperationPicker } from './add/GraphqlOperationPicker.tsx';
import { RestOperationPicker } from './add/RestOperationPicker.tsx';
import { SoapOperationPicker } from './add/SoapOperationPicker.tsx';

type Props = {
  tenant: string | null;
  opened: boolean;
  onClose: () => void;
  onAdd: (request: NewRequest) => void;
};

const pickers = { json: RestOperationPicker, soap: SoapOperationPicker, graphql: GraphqlOperationPicker };

/**
 * Add a request from the sandbox's schemas: an OpenAPI operation (method, path, example body), a WSDL
 * operation (its envelope and SOAPAction) or a GraphQL root field (a query and its variables).
 */
export function AddRequestDialog({ tenant, opened, onClose, onAdd }: Props) {
  const { t } = useTranslation('builder');
  const [format, setFormat] = useState<CollectionRequestFormat>('json');
  const [picked, setPicked] = useState<NewRequest | null>(null);
  const Picker = pickers[format];
  // The dialog stays mounted while closed: a pick must not outlive it.
  const close = () => {
    setPicked(null);
    onClose();
  };

  return (
    <PortalModal opened={opened} onClose={close} title={t('studio.add.title')} size="large">
      <Stack gap="sm">
        {!tenant ? (
          <Alert color="blue">{t('studio.add.noTenant')}</Alert>
        ) : (
          <>
            <SegmentedControl
              aria-label={t('studio.request.format')}
              value={format}
              onChange={(value) => {
                setFormat(value as CollectionRequestFormat);
                setPicked(null);
              }}
              data={collectionRequestFormats.map((value) => ({
                value,
                label: t(`studio.request.formats.${value}`),
              }))}
              style={{ alignSelf: 'flex-start' }}
            />
            {opened && <Picker key={format} tenant={tenant} onPick={setPicked} />}
          </>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={close}>
            {t('studio.cancel')}
          </Button>
          <Button
            disabled={!picked}
            onClick={() => {
              if (picked) onAdd(picked);
              setPicked(null);
            }}
          >
            {t('studio.add.submit')}
          </Button>
        </Group>
      </Stack>
    </PortalModal>
  );
}
