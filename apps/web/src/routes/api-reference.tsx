import { ApiReferencePage } from '../features/api-reference/api-reference-page';

/** /developers/api: the API reference for integrators. */
export default function ApiReferenceRoute() {
  return <ApiReferencePage />;
}
