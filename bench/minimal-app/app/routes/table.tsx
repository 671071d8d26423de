import { useLoaderData } from "react-router";

export function meta() {
  return [{ title: "Products" }, { name: "description", content: "Sixty rows from a loader." }];
}

/** One loader returning 60 rows: about what a product page's data costs to serialise. */
export function loader() {
  const rows = Array.from({ length: 60 }, (_, index) => ({
    id: index + 1,
    name: `Industrial panel PC model ${index + 1}`,
    sku: `IPC-${String(1000 + index)}`,
    category: ["Panel PCs", "Box PCs", "Switches"][index % 3],
    price: 400 + ((index * 37) % 900),
  }));
  return { rows };
}

export default function Table() {
  const { rows } = useLoaderData<typeof loader>();
  return (
    <main>
      <h1>Products</h1>
      <table>
        <thead>
          <tr>
            <th>Id</th>
            <th>Name</th>
            <th>SKU</th>
            <th>Category</th>
            <th>Price</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.id}>
              <td>{row.id}</td>
              <td>{row.name}</td>
              <td>{row.sku}</td>
              <td>{row.category}</td>
              <td>{row.price} EUR</td>
            </tr>
          ))}
        </tbody>
      </table>
    </main>
  );
}
