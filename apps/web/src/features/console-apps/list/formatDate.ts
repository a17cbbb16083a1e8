import dayjs from 'dayjs';

/** Dates of the lists: the same unambiguous form in every language (the logs use it too). */
export const formatDateTime = (iso: string) => dayjs(iso).format('YYYY-MM-DD HH:mm');
export const formatDate = (isoDate: string) => dayjs(isoDate).format('YYYY-MM-DD');
