/**
 * A tiny, safe expression parser for function graphs: numbers, `x`, `+ - * / ^`,
 * parentheses, implicit multiplication (`2x`, `3(x + 1)`, `(x - 1)(x + 2)`) and
 * the functions `sqrt` and `abs`. No eval: the text becomes a tree, the tree
 * is evaluated. `^` binds tighter than unary minus (`-x^2` is `-(x^2)`) and is
 * right-associative (`2^3^2` is `2^9`), as in ordinary notation.
 */

export type Expr =
  | { op: "num"; value: number }
  | { op: "x" }
  | { op: "neg"; arg: Expr }
  | { op: "+" | "-" | "*" | "/" | "^"; left: Expr; right: Expr }
  | { op: "sqrt" | "abs"; arg: Expr }

type Token = { type: "num"; value: number } | { type: "x" } | { type: "fn"; name: "sqrt" | "abs" } | { type: string }

function tokenize(text: string): Token[] {
  const tokens: Token[] = []
  let i = 0
  while (i < text.length) {
    const c = text[i]!
    if (/\s/.test(c)) i++
    else if (/[0-9.]/.test(c)) {
      const m = /^(?:\d+\.?\d*|\.\d+)/.exec(text.slice(i))
      if (!m) throw new Error(`bad number at "${text.slice(i)}"`)
      tokens.push({ type: "num", value: Number(m[0]) })
      i += m[0].length
    } else if (text.startsWith("sqrt", i) || text.startsWith("abs", i)) {
      const name = text.startsWith("sqrt", i) ? "sqrt" : "abs"
      tokens.push({ type: "fn", name })
      i += name.length
    } else if (c === "x") {
      tokens.push({ type: "x" })
      i++
    } else if ("+-*/^()".includes(c)) {
      tokens.push({ type: c })
      i++
    } else if (c === "−") {
      tokens.push({ type: "-" })
      i++
    } else throw new Error(`unexpected "${c}"`)
  }
  return tokens
}

/** Parses `text` into a tree; throws an Error naming what is wrong. */
export function parseExpr(text: string): Expr {
  const tokens = tokenize(text)
  let pos = 0
  const peek = () => tokens[pos]
  const take = (type: string) => {
    if (peek()?.type !== type) throw new Error(`expected "${type}" in "${text}"`)
    pos++
  }
  // Something that can start a factor directly after another (implicit multiplication).
  const startsFactor = (t: Token | undefined) =>
    !!t && (t.type === "num" || t.type === "x" || t.type === "(" || t.type === "fn")

  function sum(): Expr {
    let left = product()
    while (peek()?.type === "+" || peek()?.type === "-") {
      const op = peek()!.type as "+" | "-"
      pos++
      left = { op, left, right: product() }
    }
    return left
  }
  function product(): Expr {
    let left = unary()
    for (;;) {
      const t = peek()
      if (t?.type === "*" || t?.type === "/") {
        pos++
        left = { op: t.type, left, right: unary() }
      } else if (startsFactor(t)) left = { op: "*", left, right: power() }
      else return left
    }
  }
  function unary(): Expr {
    if (peek()?.type === "-") {
      pos++
      return { op: "neg", arg: unary() }
    }
    if (peek()?.type === "+") {
      pos++
      return unary()
    }
    return power()
  }
  function power(): Expr {
    const base = atom()
    if (peek()?.type === "^") {
      pos++
      return { op: "^", left: base, right: unary() }
    }
    return base
  }
  function atom(): Expr {
    const t = peek()
    if (!t) throw new Error(`"${text}" ends too early`)
    pos++
    if (t.type === "num") return { op: "num", value: (t as { value: number }).value }
    if (t.type === "x") return { op: "x" }
    if (t.type === "fn") {
      take("(")
      const arg = sum()
      take(")")
      return { op: (t as { name: "sqrt" | "abs" }).name, arg }
    }
    if (t.type === "(") {
      const inner = sum()
      take(")")
      return inner
    }
    throw new Error(`unexpected "${t.type}" in "${text}"`)
  }

  if (tokens.length === 0) throw new Error("empty expression")
  const tree = sum()
  if (pos < tokens.length) throw new Error(`unexpected "${tokens[pos]!.type}" in "${text}"`)
  return tree
}

/** The value of `tree` at `x` (NaN or ±Infinity where it is undefined). */
export function evaluate(tree: Expr, x: number): number {
  switch (tree.op) {
    case "num":
      return tree.value
    case "x":
      return x
    case "neg":
      return -evaluate(tree.arg, x)
    case "sqrt":
      return Math.sqrt(evaluate(tree.arg, x))
    case "abs":
      return Math.abs(evaluate(tree.arg, x))
    case "+":
      return evaluate(tree.left, x) + evaluate(tree.right, x)
    case "-":
      return evaluate(tree.left, x) - evaluate(tree.right, x)
    case "*":
      return evaluate(tree.left, x) * evaluate(tree.right, x)
    case "/":
      return evaluate(tree.left, x) / evaluate(tree.right, x)
    case "^":
      return Math.pow(evaluate(tree.left, x), evaluate(tree.right, x))
  }
}

/** `parseExpr` then a function of x. */
export function compile(text: string): (x: number) => number {
  const tree = parseExpr(text)
  return (x) => evaluate(tree, x)
}
