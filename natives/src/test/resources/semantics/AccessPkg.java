/** Access control across packages (JVMS 5.4.4): the test recompiles pa.Base and pa.Hidden narrower. */
public class AccessPkg extends pa.Base {
    interface Use { Object get(); }

    static void show(String what, Use u) {
        try {
            System.out.println(what + " " + u.get());
        } catch (IllegalAccessError e) {
            System.out.println(what + " -> " + e);
        }
    }

    public static void main(String[] args) {
        AccessPkg self = new AccessPkg();
        pa.Other other = new pa.Other();
        show("protected field through own class", () -> self.prot);
        show("protected static through subclass", () -> sprot());
        show("protected method through own class", () -> self.iprot());
        show("protected method through a sibling class", () -> other.iprot());
        show("protected field through a sibling class", () -> other.prot);
        show("package-private method from another package", () -> self.pkg());
        show("package-private class from another package", () -> pa.Hidden.x);
    }
}
