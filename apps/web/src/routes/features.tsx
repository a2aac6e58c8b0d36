// TEMP placeholder: replaced by the public-pages work in progress.
export default function Page() {
  return <h1>features</h1>;
}
