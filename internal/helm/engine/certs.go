package engine

import (
	"crypto"
	"crypto/dsa" //nolint:staticcheck // sprig reads and writes DSA keys; the twins must too
	"crypto/ecdsa"
	"crypto/rsa"
	"crypto/x509"
	"crypto/x509/pkix"
	"encoding/asn1"
	"encoding/base64"
	"encoding/pem"
	"errors"
	"fmt"
	"math/big"
	"net"
	"strings"
	"time"
)

// certificate is what sprig's certificate functions return: {{ $ca.Cert }}.
type certificate struct {
	Cert string
	Key  string
}

// certs are sprig's key and certificate functions without randomness or
// clock: keys are vcqlint's fixed keys (fixedkeys.go), serial numbers come
// from the rendering's pseudo-random sequence, validity starts at the
// fixed now, and signatures are deterministic (RSA PKCS #1 v1.5, Ed25519,
// and ECDSA per RFC 6979).
type certs struct {
	rand *fixedRand
	now  time.Time
	m    *meter
}

// genPrivateKey is sprig's: a PEM private key of the type asked for.
func (c *certs) genPrivateKey(typ string) string {
	switch typ {
	case "", "rsa":
		return fixedRsa4096
	case "dsa":
		return fixedDsaKey
	case "ecdsa":
		return fixedEcdsaP256
	case "ed25519":
		return fixedEd25519Key
	}
	return "Unknown type " + typ
}

func (c *certs) genCA(cn string, days int) (certificate, error) {
	return c.genCAWithKey(cn, days, fixedRsa2048)
}

func (c *certs) genCAWithKey(cn string, days int, keyPEM string) (certificate, error) {
	key, err := parsePrivateKeyPEM(keyPEM)
	if err != nil {
		return certificate{}, fmt.Errorf("parsing private key: %w", err)
	}
	tmpl, err := c.template(cn, nil, nil, days)
	if err != nil {
		return certificate{}, err
	}
	tmpl.KeyUsage = x509.KeyUsageKeyEncipherment | x509.KeyUsageDigitalSignature | x509.KeyUsageCertSign
	tmpl.IsCA = true
	return c.sign(tmpl, key, tmpl, key)
}

func (c *certs) genSelfSignedCert(cn string, ips, dns []any, days int) (certificate, error) {
	return c.genSelfSignedCertWithKey(cn, ips, dns, days, fixedRsa2048)
}

func (c *certs) genSelfSignedCertWithKey(cn string, ips, dns []any, days int, keyPEM string) (certificate, error) {
	key, err := parsePrivateKeyPEM(keyPEM)
	if err != nil {
		return certificate{}, fmt.Errorf("parsing private key: %w", err)
	}
	tmpl, err := c.template(cn, ips, dns, days)
	if err != nil {
		return certificate{}, err
	}
	return c.sign(tmpl, key, tmpl, key)
}

func (c *certs) genSignedCert(cn string, ips, dns []any, days int, ca certificate) (certificate, error) {
	return c.genSignedCertWithKey(cn, ips, dns, days, ca, fixedRsa2048)
}

func (c *certs) genSignedCertWithKey(cn string, ips, dns []any, days int, ca certificate, keyPEM string) (certificate, error) {
	key, err := parsePrivateKeyPEM(keyPEM)
	if err != nil {
		return certificate{}, fmt.Errorf("parsing private key: %w", err)
	}
	block, _ := pem.Decode([]byte(ca.Cert))
	if block == nil {
		return certificate{}, errors.New("unable to decode certificate")
	}
	signer, err := x509.ParseCertificate(block.Bytes)
	if err != nil {
		return certificate{}, fmt.Errorf("error parsing certificate: decodedSignerCert.Bytes: %w", err)
	}
	signerKey, err := parsePrivateKeyPEM(ca.Key)
	if err != nil {
		return certificate{}, fmt.Errorf("error parsing private key: %w", err)
	}
	tmpl, err := c.template(cn, ips, dns, days)
	if err != nil {
		return certificate{}, err
	}
	return c.sign(tmpl, key, signer, signerKey)
}

// buildCustomCert is sprig's: a certificate from base64 PEM texts, checked.
func buildCustomCert(b64cert, b64key string) (certificate, error) {
	cert, err := base64.StdEncoding.DecodeString(b64cert)
	if err != nil {
		return certificate{}, errors.New("unable to decode base64 certificate")
	}
	key, err := base64.StdEncoding.DecodeString(b64key)
	if err != nil {
		return certificate{}, errors.New("unable to decode base64 private key")
	}
	block, _ := pem.Decode(cert)
	if block == nil {
		return certificate{}, errors.New("unable to decode certificate")
	}
	if _, err := x509.ParseCertificate(block.Bytes); err != nil {
		return certificate{}, fmt.Errorf("error parsing certificate: decodedCert.Bytes: %w", err)
	}
	if _, err := parsePrivateKeyPEM(string(key)); err != nil {
		return certificate{}, fmt.Errorf("error parsing private key: %w", err)
	}
	return certificate{Cert: string(cert), Key: string(key)}, nil
}

// template is sprig's base certificate: a server and client certificate for
// cn, ips and dns names, valid days from the fixed now.
func (c *certs) template(cn string, ips, dns []any, days int) (*x509.Certificate, error) {
	addrs := make([]net.IP, len(ips))
	for i, ip := range ips {
		s, ok := ip.(string)
		if !ok {
			return nil, fmt.Errorf("error parsing ip: %v is not a string", ip)
		}
		if addrs[i] = net.ParseIP(s); addrs[i] == nil {
			return nil, fmt.Errorf("error parsing ip: %s", s)
		}
	}
	names := make([]string, len(dns))
	for i, d := range dns {
		s, ok := d.(string)
		if !ok {
			return nil, fmt.Errorf("error processing alternate dns name: %v is not a string", d)
		}
		names[i] = s
	}
	serial := new(big.Int).SetUint64(c.rand.r.Uint64())
	serial.Lsh(serial, 64).Or(serial, new(big.Int).SetUint64(c.rand.r.Uint64()))
	return &x509.Certificate{
		SerialNumber:          serial,
		Subject:               pkix.Name{CommonName: cn},
		IPAddresses:           addrs,
		DNSNames:              names,
		NotBefore:             c.now,
		NotAfter:              c.now.Add(24 * time.Hour * time.Duration(days)),
		KeyUsage:              x509.KeyUsageKeyEncipherment | x509.KeyUsageDigitalSignature,
		ExtKeyUsage:           []x509.ExtKeyUsage{x509.ExtKeyUsageServerAuth, x509.ExtKeyUsageClientAuth},
		BasicConstraintsValid: true,
	}, nil
}

// sign makes the certificate, a costly call counted by the budget: without
// a random source the signature is deterministic.
func (c *certs) sign(tmpl *x509.Certificate, key crypto.PrivateKey, parent *x509.Certificate, signerKey crypto.PrivateKey) (certificate, error) {
	if err := c.m.expensive(); err != nil {
		return certificate{}, err
	}
	pub, err := publicKey(key)
	if err != nil {
		return certificate{}, fmt.Errorf("error retrieving public key from signee key: %w", err)
	}
	der, err := x509.CreateCertificate(nil, tmpl, parent, pub, signerKey)
	if err != nil {
		return certificate{}, fmt.Errorf("error creating certificate: %w", err)
	}
	keyBlock, err := pemBlockForKey(key)
	if err != nil {
		return certificate{}, fmt.Errorf("error pem-encoding key: %w", err)
	}
	return certificate{
		Cert: string(pem.EncodeToMemory(&pem.Block{Type: "CERTIFICATE", Bytes: der})),
		Key:  string(pem.EncodeToMemory(keyBlock)),
	}, nil
}

// dsaKey is sprig's ASN.1 form of a DSA private key.
type dsaKey struct {
	Version       int
	P, Q, G, Y, X *big.Int
}

// parsePrivateKeyPEM reads the private key forms sprig reads: PKCS #8, and
// PKCS #1 RSA, SEC 1 EC and sprig's DSA blocks.
func parsePrivateKeyPEM(text string) (crypto.PrivateKey, error) {
	block, _ := pem.Decode([]byte(text))
	if block == nil {
		return nil, errors.New("no PEM data in input")
	}
	if block.Type == "PRIVATE KEY" {
		key, err := x509.ParsePKCS8PrivateKey(block.Bytes)
		if err != nil {
			return nil, fmt.Errorf("decoding PEM as PKCS#8: %w", err)
		}
		return key, nil
	}
	kind, ok := strings.CutSuffix(block.Type, " PRIVATE KEY")
	if !ok {
		return nil, fmt.Errorf("no private key data in PEM block of type %s", block.Type)
	}
	switch kind {
	case "RSA":
		key, err := x509.ParsePKCS1PrivateKey(block.Bytes)
		if err != nil {
			return nil, fmt.Errorf("parsing RSA private key from PEM: %w", err)
		}
		return key, nil
	case "EC":
		key, err := x509.ParseECPrivateKey(block.Bytes)
		if err != nil {
			return nil, fmt.Errorf("parsing EC private key from PEM: %w", err)
		}
		return key, nil
	case "DSA":
		var k dsaKey
		if _, err := asn1.Unmarshal(block.Bytes, &k); err != nil {
			return nil, fmt.Errorf("parsing DSA private key from PEM: %w", err)
		}
		return &dsa.PrivateKey{PublicKey: dsa.PublicKey{Parameters: dsa.Parameters{P: k.P, Q: k.Q, G: k.G}, Y: k.Y}, X: k.X}, nil
	}
	return nil, fmt.Errorf("invalid private key type %s", block.Type)
}

func publicKey(key crypto.PrivateKey) (crypto.PublicKey, error) {
	switch k := key.(type) {
	case interface{ Public() crypto.PublicKey }:
		return k.Public(), nil
	case *dsa.PrivateKey:
		return &k.PublicKey, nil
	}
	return nil, fmt.Errorf("unable to get public key for type %T", key)
}

// pemBlockForKey writes a key in the PEM form sprig writes it in.
func pemBlockForKey(key crypto.PrivateKey) (*pem.Block, error) {
	switch k := key.(type) {
	case *rsa.PrivateKey:
		return &pem.Block{Type: "RSA PRIVATE KEY", Bytes: x509.MarshalPKCS1PrivateKey(k)}, nil
	case *dsa.PrivateKey:
		b, err := asn1.Marshal(dsaKey{P: k.P, Q: k.Q, G: k.G, Y: k.Y, X: k.X})
		return &pem.Block{Type: "DSA PRIVATE KEY", Bytes: b}, err
	case *ecdsa.PrivateKey:
		b, err := x509.MarshalECPrivateKey(k)
		return &pem.Block{Type: "EC PRIVATE KEY", Bytes: b}, err
	}
	b, err := x509.MarshalPKCS8PrivateKey(key)
	return &pem.Block{Type: "PRIVATE KEY", Bytes: b}, err
}
