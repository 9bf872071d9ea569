package pa;

/** Base with narrowed members: protected and package-private. */
public class Base {
    protected int prot = 1;
    protected static int sprot() { return 2; }
    protected int iprot() { return 3; }
    int pkg() { return 4; }
}
