import { useMutation } from '@tanstack/react-query';
import { saveProfile } from '@/lib/profile';

export function useUpdateProfile() {
  return useMutation({ mutationFn: saveProfile });
}
