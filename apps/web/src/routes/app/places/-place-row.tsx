import { Anchor, Table } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';

/** A place's row in a list of places: its name, which opens it, the list's own cells, and its count of devices. */
export function PlaceRow({ place, children }: { place: { uuid: string; name: string; devicesCount: number }; children: ReactNode }) {
  return (
    <Table.Tr>
      <Table.Td>
        <Anchor component={Link} to={`/app/places/edit/${place.uuid}`}>
          {place.name}
        </Anchor>
      </Table.Td>
      {children}
      <Table.Td ta="right">{place.devicesCount}</Table.Td>
    </Table.Tr>
  );
}
