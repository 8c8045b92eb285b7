// `node infra/k8s/render.mjs <overlay>`: renders an overlay with `kubectl kustomize` and validates
// every object against the Kubernetes (kubernetes-models) and KEDA (@kubernetes-models/keda) schemas.
// Prints { objects, problems } as JSON. A separate process because those packages are ES modules only.
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { parseAllDocuments } from 'yaml';

const MODELS = {
  'v1/ConfigMap': () => import('kubernetes-models/v1/ConfigMap'),
  'v1/Secret': () => import('kubernetes-models/v1/Secret'),
  'v1/Service': () => import('kubernetes-models/v1/Service'),
  'apps/v1/Deployment': () => import('kubernetes-models/apps/v1/Deployment'),
  'batch/v1/Job': () => import('kubernetes-models/batch/v1/Job'),
  'policy/v1/PodDisruptionBudget': () => import('kubernetes-models/policy/v1/PodDisruptionBudget'),
  'autoscaling/v2/HorizontalPodAutoscaler': () => import('kubernetes-models/autoscaling/v2/HorizontalPodAutoscaler'),
  'keda.sh/v1alpha1/ScaledObject': () => import('@kubernetes-models/keda/keda.sh/v1alpha1/ScaledObject'),
  'keda.sh/v1alpha1/TriggerAuthentication': () => import('@kubernetes-models/keda/keda.sh/v1alpha1/TriggerAuthentication'),
};

export function render(overlay) {
  const yamlText = execFileSync('kubectl', ['kustomize', path.resolve(import.meta.dirname, overlay)], { encoding: 'utf8' });
  const objects = parseAllDocuments(yamlText).map((d) => d.toJS());
  // kustomize wraps long base64 values over lines, which the API server's decoder skips; the schema's "byte" format does not.
  for (const o of objects)
    if (o.kind === 'Secret' && o.data)
      o.data = Object.fromEntries(Object.entries(o.data).map(([k, v]) => [k, String(v).replace(/\s+/g, '')]));
  return objects;
}

export async function schemaProblems(object) {
  const key = `${object.apiVersion}/${object.kind}`;
  const load = MODELS[key];
  if (!load) return [`${key} ${object.metadata?.name}: no schema known for this kind`];
  const { [object.kind]: Model } = await load();
  try {
    new Model(object).validate();
    return [];
  } catch (err) {
    return [`${object.kind} ${object.metadata?.name}: ${err.message}`];
  }
}

const overlay = process.argv[2];
const objects = render(overlay);
const problems = (await Promise.all(objects.map(schemaProblems))).flat();
process.stdout.write(JSON.stringify({ objects, problems }));
