package jvsim.capp;

/**
 * A change-impacted code point: a line of a method ({@code field} null) or a field ({@code method}
 * null, {@code line} -1).
 *
 * @param className the class, as Java names it ("pkg.Outer$Inner"); a field's declaring class
 * @param method    the method's name and descriptor ("run()V"), or null for a field
 * @param line      the source line, or -1 for a field
 * @param field     the field's name, or null for a line
 */
public record ImpactedPoint(String className, String method, int line, String field) implements Comparable<ImpactedPoint> {
    public ImpactedPoint {
        if (className == null || className.isEmpty()) throw new IllegalArgumentException("an impacted point needs a class");
        if ((field == null) == (method == null)) throw new IllegalArgumentException("an impacted point is a line of a method or a field");
    }

    /** The point of a line of a method. */
    public static ImpactedPoint line(String className, String method, int line) { return new ImpactedPoint(className, method, line, null); }

    /** The point of a field. */
    public static ImpactedPoint field(String className, String field) { return new ImpactedPoint(className, null, -1, field); }

    public boolean isField() { return field != null; }

    /** "pkg.C.run()V:12" or "pkg.C#count", as the report and --changed-lines write it (the latter without the method). */
    @Override public String toString() { return isField() ? className + "#" + field : className + "." + method + ":" + line; }

    @Override public int compareTo(ImpactedPoint o) {
        int c = Boolean.compare(isField(), o.isField());
        if (c == 0) c = className.compareTo(o.className);
        if (c == 0 && !isField()) c = method.compareTo(o.method);
        if (c == 0) c = Integer.compare(line, o.line);
        if (c == 0 && isField()) c = field.compareTo(o.field);
        return c;
    }
}
