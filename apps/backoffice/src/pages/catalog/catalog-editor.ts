import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { catalogKeys } from '../../api/catalog';

/**
 * A catalogue panel's editing state (the row open in the form, 'new', or none), its notice and
 * form error, and its save call: a save says `savedNotice`, closes the form and refreshes the desk.
 */
export function useCatalogEditor<Row, Call, Saved>(mutationFn: (call: Call) => Promise<Saved>, savedNotice: (saved: Saved) => string) {
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState<Row | 'new' | null>(null);
  const [notice, setNotice] = useState('');
  const [formError, setFormError] = useState('');
  const save = useMutation({
    mutationFn,
    onSuccess: (saved: Saved) => {
      setNotice(savedNotice(saved));
      setEditing(null);
      void queryClient.invalidateQueries({ queryKey: catalogKeys.all });
    },
  });
  /** Opens the form on a row (or a new one) and clears the last notice. */
  function edit(row: Row | 'new') {
    setNotice('');
    setEditing(row);
  }
  return { editing, setEditing, edit, notice, setNotice, formError, setFormError, save };
}
