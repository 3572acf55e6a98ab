import { audienceCsv } from '../features/console/audience.server';
import type { Route } from './+types/admin.audience[.]csv';

export const loader = ({ context, request }: Route.LoaderArgs) => audienceCsv(context, request);
