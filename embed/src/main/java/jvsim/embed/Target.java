package jvsim.embed;

/**
 * What to run: a class with a main method ("pkg.Main"), or one no-argument method of a class
 * ("pkg.Tests#testSomething").
 */
public record Target(String className, String method) {

    /** Parses the command-line target; throws IllegalArgumentException with a one-line reason. */
    public static Target parse(String text) {
        int hash = text.indexOf('#');
        String cls = hash < 0 ? text : text.substring(0, hash);
        String method = hash < 0 ? null : text.substring(hash + 1);
        if (cls.endsWith(".class") || cls.endsWith(".java"))
            throw new IllegalArgumentException("target '" + text + "' must be a class name such as pkg.Main, not a file name");
        if (!isQualifiedName(cls))
            throw new IllegalArgumentException("target '" + text + "' is not a class name (expected pkg.Main or pkg.Main#method)");
        if (method != null && !isIdentifier(method))
            throw new IllegalArgumentException("target '" + text + "' has no valid method name after '#'");
        return new Target(cls, method);
    }

    public boolean isMethod() { return method != null; }

    @Override
    public String toString() { return method == null ? className : className + "#" + method; }

    private static boolean isQualifiedName(String s) {
        if (s.isEmpty()) return false;
        for (String part : s.split("[./]", -1)) if (!isIdentifier(part)) return false;
        return true;
    }

    private static boolean isIdentifier(String s) {
        if (s.isEmpty() || !Character.isJavaIdentifierStart(s.codePointAt(0))) return false;
        return s.codePoints().allMatch(Character::isJavaIdentifierPart);
    }
}
