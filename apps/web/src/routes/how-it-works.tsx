// TEMP placeholder: replaced by the public-pages work in progress.
export default function Page() {
  return <h1>how-it-works</h1>;
}
