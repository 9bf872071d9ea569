package pa;

/** A package-private class. */
class Hidden {
    public static int x = 5;
}
