package pa;

/** Members AccessPkg uses, all public here; pachanged/pa/Base.java narrows them. */
public class Base {
    public int prot = 1;
    public static int sprot() { return 2; }
    public int iprot() { return 3; }
    public int pkg() { return 4; }
}
