import { Alert, Badge, Button, Checkbox, Group, Modal, NumberInput, Stack, Table, TextInput, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import type { Subscription } from '@trapline/contracts/companies';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCreateSubscription } from '@/features/companies/api/create-subscription.ts';
import { useSubscriptions } from '@/features/companies/api/get-subscriptions.ts';
import { useUpdateSubscription } from '@/features/companies/api/update-subscription.ts';
import { DayField } from '@/components/day-input.tsx';
import { useAction } from '@/lib/use-action.ts';
import { NoDataRow } from '@/components/no-data-row.tsx';

interface Draft {
  name: string;
  validUntil: string;
  devicesLimit: number | string;
  usersLimit: number | string;
  active: boolean;
}

const empty: Draft = { name: '', validUntil: '', devicesLimit: '', usersLimit: '', active: true };

/** The super admin's subscriptions tab: one active subscription per company (409 subscription/only_one_active). */
export function SubscriptionsPanel({ companyUuid }: { companyUuid: string }) {
  const { t } = useTranslation();
  const subscriptions = useSubscriptions(companyUuid);
  const createSubscription = useCreateSubscription();
  const updateSubscription = useUpdateSubscription();
  const [open, dialog] = useDisclosure(false);
  const [editing, setEditing] = useState<Subscription | null>(null);
  const [draft, setDraft] = useState<Draft>(empty);
  const { busy: saving, problem, setProblem, run } = useAction();

  const start = (subscription: Subscription | null) => {
    setEditing(subscription);
    setProblem(null);
    setDraft(
      subscription
        ? {
            name: subscription.name,
            validUntil: subscription.validUntil ?? '',
            devicesLimit: subscription.devicesLimit ?? '',
            usersLimit: subscription.usersLimit ?? '',
            active: subscription.active,
          }
        : empty,
    );
    dialog.open();
  };
  const save = async () => {
    if (!draft.name.trim()) return setProblem(t('validation.required'));
    const body = {
      name: draft.name.trim(),
      validUntil: draft.validUntil || null,
      devicesLimit: draft.devicesLimit === '' ? null : Number(draft.devicesLimit),
      usersLimit: draft.usersLimit === '' ? null : Number(draft.usersLimit),
      active: draft.active,
    };
    await run(
      () =>
        editing ? updateSubscription.mutateAsync({ companyUuid, subscriptionUuid: editing.uuid, body }) : createSubscription.mutateAsync({ companyUuid, body }),
      t('subscriptions.saved'),
      dialog.close,
    );
  };

  return (
    <Stack>
      <Group justify="space-between">
        <Title order={2} size="h4">
          {t('subscriptions.title')}
        </Title>
        <Button onClick={() => start(null)} data-testid="subscription-add">
          {t('subscriptions.add')}
        </Button>
      </Group>
      <Table.ScrollContainer minWidth={640}>
        <Table data-testid="subscriptions-table">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('subscriptions.name')}</Table.Th>
              <Table.Th>{t('subscriptions.validUntil')}</Table.Th>
              <Table.Th>{t('subscriptions.devicesLimit')}</Table.Th>
              <Table.Th>{t('subscriptions.usersLimit')}</Table.Th>
              <Table.Th>{t('subscriptions.status')}</Table.Th>
              <Table.Th />
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {(subscriptions.data ?? []).map((s) => (
              <Table.Tr key={s.uuid}>
                <Table.Td>{s.name}</Table.Td>
                <Table.Td>{s.validUntil ?? '—'}</Table.Td>
                <Table.Td>{s.devicesLimit ?? '∞'}</Table.Td>
                <Table.Td>{s.usersLimit ?? '∞'}</Table.Td>
                <Table.Td>
                  <Badge color={s.status === 'ACTIVE' && s.active ? 'teal' : 'gray'}>
                    {s.active ? t(`subscriptions.${s.status}`) : t('subscriptions.inactive')}
                  </Badge>
                </Table.Td>
                <Table.Td>
                  <Button size="xs" variant="subtle" onClick={() => start(s)}>
                    {t('common.edit')}
                  </Button>
                </Table.Td>
              </Table.Tr>
            ))}
            {subscriptions.data?.length === 0 && <NoDataRow columns={6} />}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <Modal opened={open} onClose={dialog.close} title={editing ? t('subscriptions.edit') : t('subscriptions.add')} centered>
        <Stack>
          {problem && (
            <Alert color="red" role="alert" data-testid="subscription-error">
              {problem}
            </Alert>
          )}
          <TextInput
            label={t('subscriptions.name')}
            required
            value={draft.name}
            onChange={(e) => setDraft({ ...draft, name: e.currentTarget.value })}
            data-testid="subscription-name"
          />
          <DayField
            label={t('subscriptions.validUntil')}
            value={draft.validUntil}
            onChange={(day) => setDraft({ ...draft, validUntil: day })}
            clearable
            testId="subscription-valid-until"
          />
          <NumberInput label={t('subscriptions.devicesLimit')} min={0} value={draft.devicesLimit} onChange={(v) => setDraft({ ...draft, devicesLimit: v })} />
          <NumberInput
            label={t('subscriptions.usersLimit')}
            min={0}
            value={draft.usersLimit}
            onChange={(v) => setDraft({ ...draft, usersLimit: v })}
            data-testid="subscription-users-limit"
          />
          <Checkbox label={t('subscriptions.active')} checked={draft.active} onChange={(e) => setDraft({ ...draft, active: e.currentTarget.checked })} />
          <Button loading={saving} onClick={() => void save()} data-testid="subscription-save">
            {t('common.save')}
          </Button>
        </Stack>
      </Modal>
    </Stack>
  );
}
